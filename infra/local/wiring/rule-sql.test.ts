/**
 * The rule router's reading of IoT rule SQL: the devices stack's SELECT, FROM and WHERE run as AWS
 * IoT would, and SQL it cannot evaluate stops the start with the rule's name.
 */
import { describe, expect, it } from 'vitest';
import { compileRuleSql } from './rule-sql';

const SELECT =
  "SELECT encode(*, 'base64') AS body, topic() AS topic, clientid() AS clientId, timestamp() AS receivedAt";

describe('IoT rule SQL in the local router', () => {
  it('projects a publish as the SELECT list names it', () => {
    const rule = compileRuleSql('Presses', `${SELECT} FROM 'classpulse/local/scanners/+/presses'`);
    const input = {
      topic: 'classpulse/local/scanners/SCN-1/presses',
      clientId: 'classpulse-local-scanner:SCN-1',
      receivedAt: 1_700_000_000_000,
      payload: Buffer.from('{"p":1}'),
    };

    const message = rule.project(input);

    expect(rule.filter).toBe('classpulse/local/scanners/+/presses');
    expect(message).toEqual({
      body: Buffer.from('{"p":1}').toString('base64'),
      topic: input.topic,
      clientId: input.clientId,
      receivedAt: input.receivedAt,
    });
  });

  it("keeps only topics whose level passes WHERE startswith(topic(n), '...')", () => {
    const rule = compileRuleSql(
      'Presence',
      `${SELECT} FROM '$aws/events/presence/+/+' WHERE startswith(topic(5), 'classpulse-local-scanner:')`,
    );

    const scanner = rule.where('$aws/events/presence/connected/classpulse-local-scanner:SCN-1');
    const otherStage = rule.where('$aws/events/presence/connected/classpulse-dev-scanner:SCN-1');

    expect([scanner, otherStage]).toEqual([true, false]);
  });

  it('refuses a SELECT expression or a WHERE clause it cannot evaluate, naming the rule', () => {
    const select = () => compileRuleSql('Upper', "SELECT upper(topic()) AS t FROM 'a/+'");
    const where = () => compileRuleSql('Qos', "SELECT topic() AS t FROM 'a/+' WHERE qos() = 1");

    expect(select).toThrow(/Upper: the router cannot evaluate SELECT upper\(topic\(\)\) AS t/);
    expect(where).toThrow(/Qos: the router cannot evaluate WHERE qos\(\) = 1/);
  });
});
