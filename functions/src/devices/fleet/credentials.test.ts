/** The AWS adapter that deactivates a scanner's certificates, against a mocked IoT client. */
import {
  IoTClient,
  ListPrincipalThingsCommand,
  ListThingPrincipalsCommand,
  ResourceNotFoundException,
  UpdateCertificateCommand,
} from '@aws-sdk/client-iot';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { certificateIdOf, IotDeviceCredentials, isStageThing } from './credentials';

const iot = mockClient(IoTClient);
const cert = (n: number) => String(n).repeat(64).slice(0, 64);
const arn = (id: string) => `arn:aws:iot:eu-west-1:123456789012:cert/${id}`;

afterEach(() => iot.reset());

/** The dev stage's adapter over the mocked client, with its warnings kept. */
function devCredentials(warnings: unknown[] = []) {
  return new IotDeviceCredentials('dev', new IoTClient({}), (message, details) =>
    warnings.push({ message, ...details }),
  );
}

describe('IotDeviceCredentials', () => {
  it('sets every certificate attached to the thing INACTIVE, across pages', async () => {
    // Prepare
    iot
      .on(ListThingPrincipalsCommand, { thingName: 'classpulse-dev-scanner:SCN-1', nextToken: undefined })
      .resolves({ principals: [arn(cert(1))], nextToken: 'page-2' })
      .on(ListThingPrincipalsCommand, { thingName: 'classpulse-dev-scanner:SCN-1', nextToken: 'page-2' })
      .resolves({ principals: [arn(cert(2)), 'arn:aws:cognito-identity:x'] });
    iot.on(ListPrincipalThingsCommand).resolves({ things: ['classpulse-dev-scanner:SCN-1'] });
    iot.on(UpdateCertificateCommand).resolves({});

    // Act
    const count = await devCredentials().deactivate('classpulse-dev-scanner:SCN-1');

    // Assess
    expect(count).toBe(2);
    expect(iot.commandCalls(UpdateCertificateCommand).map((call) => call.args[0].input)).toEqual([
      { certificateId: cert(1), newStatus: 'INACTIVE' },
      { certificateId: cert(2), newStatus: 'INACTIVE' },
    ]);
  });

  it('deactivates nothing for a scanner that never onboarded (no thing)', async () => {
    // Prepare
    iot
      .on(ListThingPrincipalsCommand)
      .rejects(new ResourceNotFoundException({ message: 'no thing', $metadata: {} }));

    // Act
    const count = await devCredentials().deactivate('classpulse-dev-scanner:NEW');

    // Assess
    expect(count).toBe(0);
    expect(iot.commandCalls(UpdateCertificateCommand)).toHaveLength(0);
  });

  it('fails when IoT fails otherwise, so the caller can report it', async () => {
    iot.on(ListThingPrincipalsCommand).rejects(new Error('throttled'));
    await expect(devCredentials().deactivate('classpulse-dev-scanner:SCN-1')).rejects.toThrow('throttled');
  });

  it("leaves active a certificate another stage's device shares, and says so", async () => {
    // Prepare: cert 1 is this scanner's alone; cert 2 is also attached to acme's scanner
    iot
      .on(ListThingPrincipalsCommand)
      .resolves({ principals: [arn(cert(1)), arn(cert(2))] })
      .on(ListPrincipalThingsCommand, { principal: arn(cert(1)) })
      .resolves({ things: ['classpulse-dev-scanner:SCN-1'] })
      .on(ListPrincipalThingsCommand, { principal: arn(cert(2)), nextToken: undefined })
      .resolves({ things: ['classpulse-dev-scanner:SCN-1'], nextToken: 'more' })
      .on(ListPrincipalThingsCommand, { principal: arn(cert(2)), nextToken: 'more' })
      .resolves({ things: ['classpulse-acme-scanner:SCN-1'] });
    iot.on(UpdateCertificateCommand).resolves({});
    const warnings: unknown[] = [];

    // Act
    const count = await devCredentials(warnings).deactivate('classpulse-dev-scanner:SCN-1');

    // Assess
    expect(count).toBe(1);
    expect(iot.commandCalls(UpdateCertificateCommand).map((call) => call.args[0].input)).toEqual([
      { certificateId: cert(1), newStatus: 'INACTIVE' },
    ]);
    expect(warnings).toEqual([
      expect.objectContaining({ certificate: arn(cert(2)), others: ['classpulse-acme-scanner:SCN-1'] }),
    ]);
  });

  it("refuses another stage's thing before asking IoT anything", async () => {
    await expect(devCredentials().deactivate('classpulse-acme-scanner:SCN-1')).rejects.toThrow(
      'not a device of dev',
    );
    expect(iot.calls()).toHaveLength(0);
  });

  it("tells this stage's scanners and buttons from other stages' things", () => {
    expect(isStageThing('dev', 'classpulse-dev-scanner:SCN-1')).toBe(true);
    expect(isStageThing('dev', 'classpulse-dev-button:AABBCCDDEEFF')).toBe(true);
    expect(isStageThing('dev', 'classpulse-dev-x-scanner:SCN-1')).toBe(false);
    expect(isStageThing('dev', 'classpulse-devx-scanner:SCN-1')).toBe(false);
    expect(isStageThing('dev', 'some-other-thing')).toBe(false);
  });

  it('reads the certificate id from a principal ARN', () => {
    expect(certificateIdOf(arn(cert(3)))).toBe(cert(3));
    expect(certificateIdOf('arn:aws:iot:r:a:thing/x')).toBeNull();
  });
});
