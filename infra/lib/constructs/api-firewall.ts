/**
 * AWS WAF in front of the AppSync API (docs/deploy.md "Rate limits at the edge"): per source
 * address, a rate limit on sign-in and sign-up, one on remote joins, and a ceiling on every
 * request. The product's own limits (the per-id sign-in lock, the join limits) stay the rule and
 * run locally too; these only stop a flood before it costs a Lambda call and a table write.
 */
import { CLIENT_LIMIT } from '@classpulse/functions/domain/remote/join-limits';
import type { GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** One rate rule: requests per address in a sliding window, counted where the body names a field. */
export interface RateRule {
  /** The rule's name, also its CloudWatch metric name (AWS/WAFV2, dimension Rule). */
  readonly name: string;
  /** Root fields whose requests count; none means every request. */
  readonly fields: readonly string[];
  readonly limit: number;
  /** WAF allows 60, 120, 300 or 600 seconds. */
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

/**
 * sign-in and sign-up: nobody but teachers and staff signs in (remote students join), so a school
 * network of a few hundred staff signing in at the start of a training day fits 500 per 5 minutes.
 * The per-id lock (5 failures per 15 minutes, docs/auth.md) stays the guard on passwords; this
 * bounds how many ids one address can probe or lock.
 */
export const SIGN_IN_RULE: RateRule = {
  name: 'sign-in-per-address',
  fields: ['signin', 'signup'],
  limit: 500,
  windowSeconds: 300,
};

/** The app's window as one WAF offers; a window WAF cannot count in fails the synth. */
function wafWindow(seconds: number): RateRule['windowSeconds'] {
  if (seconds === 60 || seconds === 120 || seconds === 300 || seconds === 600) return seconds;
  throw new Error(`WAF counts in windows of 60, 120, 300 or 600 s, not ${seconds} s`);
}

/**
 * joinSession: never stricter than the app's own limit (docs/sessions.md "Join limits": 3,000
 * attempts per address per 10 minutes, so a hall of 1,000 phones behind one NAT joins and
 * rejoins). The app counts in fixed 10-minute windows, which admit up to twice that across a
 * window boundary; WAF's window slides, so it allows twice the app's count: a client that stays
 * within the app's limit never meets this rule.
 */
export const JOIN_RULE: RateRule = {
  name: 'join-per-address',
  fields: ['joinSession'],
  limit: 2 * CLIENT_LIMIT.maxAttempts,
  windowSeconds: wafWindow(CLIENT_LIMIT.windowSeconds),
};

/**
 * Every request from one address. A hall of 1,000 phones behind one NAT polls its class every
 * 15 s (20 requests each per 5 minutes) and refreshes and answers on each question: about 50,000
 * requests in 5 minutes at a question every 30 s. Twice that, about 330 requests/s sustained,
 * leaves room for the teachers' consoles on the same network.
 */
export const CEILING_RULE: RateRule = {
  name: 'all-requests-per-address',
  fields: [],
  limit: 100_000,
  windowSeconds: 300,
};

export const RATE_RULES: readonly RateRule[] = [SIGN_IN_RULE, JOIN_RULE, CEILING_RULE];

export interface ApiFirewallProps {
  readonly api: GraphqlApi;
  /** The web ACL's name and metric name; carries the stage so stages coexist. */
  readonly name: string;
}

export class ApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  readonly association: CfnWebACLAssociation;
  readonly webAclName: string;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    this.webAclName = props.name;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'ClassPulse API: per-address rate limits on sign-in, sign-up, joins and all requests',
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: RATE_RULES.map((rule, priority) => ({
        name: rule.name,
        priority,
        // Blocked requests get WAF's 403; clients treat it as any failed request.
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            evaluationWindowSec: rule.windowSeconds,
            // AppSync gives WAF the connecting address; a forwarded-for header is the client's word.
            aggregateKeyType: 'IP',
            ...(rule.fields.length > 0 ? { scopeDownStatement: bodyNamesAnyOf(rule.fields) } : {}),
          },
        },
        visibilityConfig: visibility(rule.name),
      })),
    });
    this.association = new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.api.arn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

/**
 * The request body (GraphQL JSON: the document in `query`) contains one of the field names.
 * JS_DECODE first, so `\u0073ignin` in the JSON string counts as `signin`. AppSync hands WAF the
 * first 8 KB of a body; a larger one counts as a match (MATCH), so padding cannot hide a field.
 */
function bodyNamesAnyOf(fields: readonly string[]): CfnWebACL.StatementProperty {
  const statements = fields.map(
    (field): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
        positionalConstraint: 'CONTAINS',
        searchString: field,
        textTransformations: [{ priority: 0, type: 'JS_DECODE' }],
      },
    }),
  );
  const [only] = statements;
  return statements.length === 1 && only ? only : { orStatement: { statements } };
}
