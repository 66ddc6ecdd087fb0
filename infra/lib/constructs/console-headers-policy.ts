/**
 * CloudFront's response headers policy for the console's distribution, built from the one
 * definition of the console's security headers (../security-headers.ts) that the local gateway
 * sends too. Every header overrides whatever an origin sent, so S3 and the file API answer alike.
 */
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, FIXED_SECURITY_HEADERS, HSTS } from '../security-headers.ts';

export interface ConsoleHeadersPolicyProps {
  /** Origins the console calls besides its own: AppSync's `https://` and `wss://` hosts. */
  readonly apiOrigins: readonly string[];
  readonly comment: string;
}

/** The member of a string enum whose value is `value`; a value CloudFront does not know fails the synth. */
function enumMember<T extends string>(members: Record<string, T>, value: string): T {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (member === undefined) throw new Error(`CloudFront has no header option "${value}"`);
  return member;
}

export class ConsoleHeadersPolicy extends ResponseHeadersPolicy {
  constructor(scope: Construct, id: string, props: ConsoleHeadersPolicyProps) {
    super(scope, id, {
      comment: props.comment,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.apiOrigins),
          override: true,
        },
        contentTypeOptions: { override: true }, // CloudFront's only value: nosniff
        frameOptions: {
          frameOption: enumMember(HeadersFrameOption, FIXED_SECURITY_HEADERS.frameOptions),
          override: true,
        },
        referrerPolicy: {
          referrerPolicy: enumMember(HeadersReferrerPolicy, FIXED_SECURITY_HEADERS.referrerPolicy),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: FIXED_SECURITY_HEADERS.permissionsPolicy, override: true },
        ],
      },
    });
  }
}
