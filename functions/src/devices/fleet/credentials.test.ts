/** The AWS adapter that deactivates a scanner's certificates, against a mocked IoT client. */
import {
  IoTClient,
  ListThingPrincipalsCommand,
  ResourceNotFoundException,
  UpdateCertificateCommand,
} from '@aws-sdk/client-iot';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { certificateIdOf, IotDeviceCredentials } from './credentials';

const iot = mockClient(IoTClient);
const cert = (n: number) => String(n).repeat(64).slice(0, 64);
const arn = (id: string) => `arn:aws:iot:eu-west-1:123456789012:cert/${id}`;

afterEach(() => iot.reset());

describe('IotDeviceCredentials', () => {
  it('sets every certificate attached to the thing INACTIVE, across pages', async () => {
    // Prepare
    iot
      .on(ListThingPrincipalsCommand, { thingName: 'classpulse-dev-scanner:SCN-1', nextToken: undefined })
      .resolves({ principals: [arn(cert(1))], nextToken: 'page-2' })
      .on(ListThingPrincipalsCommand, { thingName: 'classpulse-dev-scanner:SCN-1', nextToken: 'page-2' })
      .resolves({ principals: [arn(cert(2)), 'arn:aws:cognito-identity:x'] });
    iot.on(UpdateCertificateCommand).resolves({});

    // Act
    const count = await new IotDeviceCredentials(new IoTClient({})).deactivate(
      'classpulse-dev-scanner:SCN-1',
    );

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
    const count = await new IotDeviceCredentials(new IoTClient({})).deactivate('classpulse-dev-scanner:NEW');

    // Assess
    expect(count).toBe(0);
    expect(iot.commandCalls(UpdateCertificateCommand)).toHaveLength(0);
  });

  it('fails when IoT fails otherwise, so the caller can report it', async () => {
    iot.on(ListThingPrincipalsCommand).rejects(new Error('throttled'));
    await expect(new IotDeviceCredentials(new IoTClient({})).deactivate('t')).rejects.toThrow('throttled');
  });

  it('reads the certificate id from a principal ARN', () => {
    expect(certificateIdOf(arn(cert(3)))).toBe(cert(3));
    expect(certificateIdOf('arn:aws:iot:r:a:thing/x')).toBeNull();
  });
});
