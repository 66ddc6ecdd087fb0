/**
 * Turning a scanner's credentials off when it is removed or blacklisted (docs/devices-mqtt.md
 * "Onboarding by claim"): in AWS every certificate attached to its thing is set INACTIVE with
 * @aws-sdk/client-iot (IoT Core then refuses its connections); locally the stack's credential
 * store does the same and drops the live connection. A deactivated scanner can only come back by
 * onboarding again, which the pre-provisioning hook refuses while it is removed or blacklisted.
 *
 * IAM cannot narrow iot:UpdateCertificate below "any certificate of the account" (certificates
 * carry no tags and no condition key names their things), so the stage boundary is checked here,
 * before the call: a certificate is deactivated only when every thing it is attached to is one of
 * this stage's devices. A certificate another stage's device shares is left alone and reported,
 * so one distributor can never switch off another's scanner (docs/security.md "Least privilege").
 */
import {
  IoTClient,
  ListPrincipalThingsCommand,
  ListThingPrincipalsCommand,
  ResourceNotFoundException,
  UpdateCertificateCommand,
} from '@aws-sdk/client-iot';
import { logWarn } from '../../kernel/log';
import { thingTypeName } from '../topics';

export interface DeviceCredentials {
  /** Deactivates every credential of the thing; returns how many were active. A missing thing: 0. */
  deactivate(thingName: string): Promise<number>;
}

interface Sender {
  send(
    command: ListThingPrincipalsCommand | ListPrincipalThingsCommand | UpdateCertificateCommand,
  ): Promise<unknown>;
}

/** `arn:aws:iot:<region>:<account>:cert/<certificateId>` -> the certificate id, else null. */
export function certificateIdOf(principal: string): string | null {
  const match = /:cert\/([0-9a-f]{64})$/.exec(principal);
  return match?.[1] ?? null;
}

/** Whether a thing is one of this stage's devices: `classpulse-<stage>-scanner:<id>` or `...-button:<id>`. */
export function isStageThing(stage: string, thingName: string): boolean {
  return (['scanner', 'button'] as const).some((family) =>
    thingName.startsWith(`${thingTypeName(stage, family)}:`),
  );
}

export class IotDeviceCredentials implements DeviceCredentials {
  constructor(
    /** The stage whose devices this function may switch off (DEVICE_STAGE). */
    private readonly stage: string,
    private readonly client: Sender = new IoTClient({}),
    private readonly warn: (message: string, details: Record<string, unknown>) => void = logWarn,
  ) {}

  async deactivate(thingName: string): Promise<number> {
    if (!isStageThing(this.stage, thingName))
      throw new Error(`${thingName} is not a device of ${this.stage}`);
    const principals: string[] = [];
    let nextToken: string | undefined;
    do {
      let page: { principals?: string[]; nextToken?: string };
      try {
        page = (await this.client.send(
          new ListThingPrincipalsCommand({ thingName, nextToken }),
        )) as typeof page;
      } catch (error) {
        // A scanner registered in the console but never onboarded has no thing: nothing to turn off.
        if (error instanceof ResourceNotFoundException) return 0;
        throw error;
      }
      for (const principal of page.principals ?? [])
        if (certificateIdOf(principal)) principals.push(principal);
      nextToken = page.nextToken;
    } while (nextToken);
    let deactivated = 0;
    for (const principal of principals) {
      const others = (await this.thingsOf(principal)).filter((thing) => !isStageThing(this.stage, thing));
      if (others.length > 0) {
        this.warn("Certificate left active: another stage's device shares it", {
          thing: thingName,
          certificate: principal,
          others,
        });
        continue;
      }
      await this.client.send(
        new UpdateCertificateCommand({
          certificateId: certificateIdOf(principal) ?? '',
          newStatus: 'INACTIVE',
        }),
      );
      deactivated += 1;
    }
    return deactivated;
  }

  /** Every thing the certificate is attached to. */
  private async thingsOf(principal: string): Promise<string[]> {
    const things: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = (await this.client.send(new ListPrincipalThingsCommand({ principal, nextToken }))) as {
        things?: string[];
        nextToken?: string;
      };
      things.push(...(page.things ?? []));
      nextToken = page.nextToken;
    } while (nextToken);
    return things;
  }
}

let local: DeviceCredentials | undefined;

/** The local stack's credential store (infra/local/device-registry.ts); undefined removes it. */
export function useLocalDeviceCredentials(store: DeviceCredentials | undefined): void {
  local = store;
}

/** The local store when the local stack runs in this process, else AWS IoT for `stage`'s devices. */
export function deviceCredentials(stage: string): DeviceCredentials {
  let aws: IotDeviceCredentials | undefined;
  return {
    deactivate(thingName) {
      if (local) return local.deactivate(thingName);
      aws ??= new IotDeviceCredentials(stage);
      return aws.deactivate(thingName);
    },
  };
}
