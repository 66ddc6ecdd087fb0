/**
 * One namespace per stage (docs/devices-mqtt.md "Namespace"): two stages synthesized side by side,
 * as two distributors' stages in one account and region, share no IoT topic, thing name, thing
 * type, policy, rule or provisioning template; each has its own fleet provisioning.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Synthesized, synthesize } from './synth.ts';

/** Every IoT name and topic a stage's device stack declares. */
function iotNames(stage: Synthesized) {
  const template = stage.devices.toJSON();
  const text = JSON.stringify(template);
  const of = (type: string, property: string) =>
    Object.values(stage.devices.findResources(type)).map((resource) => String(resource.Properties[property]));
  const topics = [...text.matchAll(/classpulse\/([a-z0-9-]+)\//g)].map((match) => match[1]);
  const thingNames = [...text.matchAll(/classpulse-[a-z0-9-]+-scanner:/g)].map((match) => match[0]);
  return {
    thingTypes: of('AWS::IoT::ThingType', 'ThingTypeName'),
    policies: of('AWS::IoT::Policy', 'PolicyName'),
    rules: of('AWS::IoT::TopicRule', 'RuleName'),
    templates: of('AWS::IoT::ProvisioningTemplate', 'TemplateName'),
    topicStages: [...new Set(topics)],
    thingNames: [...new Set(thingNames)],
  };
}

describe('two stages in one account and region', () => {
  let dev: ReturnType<typeof iotNames>;
  let acme: ReturnType<typeof iotNames>;
  let acmeStage: Synthesized;

  beforeAll(() => {
    dev = iotNames(synthesize('dev'));
    acmeStage = synthesize('acme');
    acme = iotNames(acmeStage);
  }, 120_000);

  it('share no topic root, thing name, thing type, policy, rule or template name', () => {
    expect(dev.topicStages).toEqual(['dev']);
    expect(acme.topicStages).toEqual(['acme']);
    expect(dev.thingNames).toEqual(['classpulse-dev-scanner:']);
    expect(acme.thingNames).toEqual(['classpulse-acme-scanner:']);
    for (const kind of ['thingTypes', 'policies', 'rules', 'templates'] as const) {
      expect(dev[kind].length, kind).toBeGreaterThan(0);
      expect(
        dev[kind].filter((name) => acme[kind].includes(name)),
        kind,
      ).toEqual([]);
    }
    expect(acme.policies.sort()).toEqual([
      'classpulse-acme-button',
      'classpulse-acme-claim',
      'classpulse-acme-scanner',
    ]);
  });

  it('has a scanner provisioning template with its pre-provisioning hook and the claim policy', () => {
    // Act
    const [template] = Object.values(acmeStage.devices.findResources('AWS::IoT::ProvisioningTemplate'));
    const body = JSON.parse(String(template?.Properties.TemplateBody));
    const hooks = Object.entries(acmeStage.devices.findResources('AWS::Lambda::Function')).filter(([id]) =>
      id.includes('PreProvisioningHook'),
    );
    const [claim] = Object.values(acmeStage.devices.findResources('AWS::IoT::Policy')).filter(
      (policy) => policy.Properties.PolicyName === 'classpulse-acme-claim',
    );

    // Assess: the thing is the stage's, with its id attribute, active certificate and scanner policy
    expect(template?.Properties).toMatchObject({ TemplateName: 'classpulse-acme-scanner', Enabled: true });
    expect(JSON.stringify(template?.Properties.PreProvisioningHook)).toContain(
      hooks[0]?.[0] ?? 'missing hook',
    );
    expect(body.Resources.thing.Properties).toMatchObject({
      ThingName: { 'Fn::Join': ['', ['classpulse-acme-scanner:', { Ref: 'Scid' }]] },
      ThingTypeName: 'classpulse-acme-scanner',
      AttributePayload: { deviceId: { Ref: 'Scid' } },
    });
    expect(body.Resources.certificate.Properties.Status).toBe('Active');
    expect(body.Resources.policy.Properties.PolicyName).toBe('classpulse-acme-scanner');
    expect(body.DeviceConfiguration.topicRoot).toBe('classpulse/acme');
    expect(hooks).toHaveLength(1);
    const claimText = JSON.stringify(claim?.Properties.PolicyDocument);
    expect(claimText).toContain('client/classpulse-acme-claim:*');
    expect(claimText).toContain('$aws/provisioning-templates/classpulse-acme-scanner/provision/json');
    expect(claimText).not.toContain('classpulse/acme/');
  });
});
