/**
 * Turning a scanner's credentials off when it is removed or blacklisted (docs/devices-mqtt.md
 * "Onboarding by claim"): in AWS every certificate attached to its thing is set INACTIVE with
 * @aws-sdk/client-iot (IoT Core then refuses its connections); locally the stack's credential
 * store does the same and drops the live connection. A deactivated scanner can only come back by
 * onboarding again, which the pre-provisioning hook refuses while it is removed or blacklisted.
 */
import {
  IoTClient,
  ListThingPrincipalsCommand,
  ResourceNotFoundException,
  UpdateCertificateCommand,
} from '@aws-sdk/client-iot';

export interface DeviceCredentials {
  /** Deactivates every credential of the thing; returns how many were active. A missing thing: 0. */
  deactivate(thingName: string): Promise<number>;
}

interface Sender {
  send(command: ListThingPrincipalsCommand | UpdateCertificateCommand): Promise<unknown>;
}

/** `arn:aws:iot:<region>:<account>:cert/<certificateId>` -> the certificate id, else null. */
export function certificateIdOf(principal: string): string | null {
  const match = /:cert\/([0-9a-f]{64})$/.exec(principal);
  return match?.[1] ?? null;
}

export class IotDeviceCredentials implements DeviceCredentials {
  constructor(private readonly client: Sender = new IoTClient({})) {}

  async deactivate(thingName: string): Promise<number> {
    const certificates: string[] = [];
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
      for (const principal of page.principals ?? []) {
        const id = certificateIdOf(principal);
        if (id) certificates.push(id);
      }
      nextToken = page.nextToken;
    } while (nextToken);
    for (const certificateId of certificates)
      await this.client.send(new UpdateCertificateCommand({ certificateId, newStatus: 'INACTIVE' }));
    return certificates.length;
  }
}

let local: DeviceCredentials | undefined;

/** The local stack's credential store (infra/local/device-registry.ts); undefined removes it. */
export function useLocalDeviceCredentials(store: DeviceCredentials | undefined): void {
  local = store;
}

/** The local store when the local stack runs in this process, else AWS IoT. */
export function deviceCredentials(): DeviceCredentials {
  let aws: IotDeviceCredentials | undefined;
  return {
    deactivate(thingName) {
      if (local) return local.deactivate(thingName);
      aws ??= new IotDeviceCredentials();
      return aws.deactivate(thingName);
    },
  };
}
