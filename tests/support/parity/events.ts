/**
 * Representative events, one shape per trigger of the stage's functions, as AWS delivers them:
 * AppSync resolver and authorizer events, API Gateway HTTP API (payload 2.0), SQS batches, the IoT
 * pre-provisioning hook and a CloudFormation custom-resource request.
 */

export function appsyncResolverEvent(
  parentTypeName: string,
  fieldName: string,
  identity: unknown,
  selectionSetList: string[] = [],
) {
  return {
    arguments: {},
    identity,
    source: null,
    request: { headers: { 'x-forwarded-for': '203.0.113.7' }, domainName: null },
    prev: null,
    stash: {},
    info: { fieldName, parentTypeName, variables: {}, selectionSetList, selectionSetGraphQL: '' },
  };
}

export function appsyncAuthorizerEvent(authorizationToken: string) {
  return {
    authorizationToken,
    requestContext: {
      apiId: 'parity-api',
      accountId: '000000000000',
      requestId: 'parity-request',
      queryString: 'query { me { _id } }',
      operationName: null,
      variables: {},
    },
    requestHeaders: { authorization: authorizationToken },
  };
}

export function httpApiEvent(method: string, rawPath: string, headers: Record<string, string> = {}) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'parity-api',
      domainName: 'files.example.com',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'parity' },
      requestId: 'parity-request',
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  };
}

export function sqsBatch(body: string) {
  return {
    Records: [
      {
        messageId: 'parity-message-1',
        receiptHandle: 'parity-receipt',
        body,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'parity',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:local:000000000000:parity',
        awsRegion: 'local',
      },
    ],
  };
}

/** An IoT rule envelope (docs/devices-mqtt.md) of a scanner's online status. */
export function scannerStatusEnvelope(stage: string, scid: string): string {
  const status = { v: 1, state: 'online', sentAt: Date.now() };
  return JSON.stringify({
    topic: `classpulse/${stage}/scanners/${scid}/status`,
    clientId: scid,
    receivedAt: Date.now(),
    body: Buffer.from(JSON.stringify(status)).toString('base64'),
  });
}

export function preProvisioningEvent(scid: string) {
  return {
    claimCertificateId: 'parity-claim',
    certificateId: 'parity-certificate',
    certificatePem: '-----BEGIN CERTIFICATE-----\nparity\n-----END CERTIFICATE-----',
    templateArn: 'arn:aws:iot:local:000000000000:provisioningtemplate/parity',
    clientId: scid,
    parameters: { Scid: scid },
  };
}

export function customResourceCreate(resourceType: string, properties: Record<string, string>) {
  return {
    RequestType: 'Create',
    ServiceToken: 'arn:aws:lambda:local:000000000000:function:parity-provider',
    ResponseURL: 'https://cloudformation-response.example.com/parity',
    StackId: 'arn:aws:cloudformation:local:000000000000:stack/parity/0',
    RequestId: 'parity-request',
    LogicalResourceId: 'Distributor',
    ResourceType: resourceType,
    ResourceProperties: {
      ServiceToken: 'arn:aws:lambda:local:000000000000:function:parity-provider',
      ...properties,
    },
  };
}

/** What an EventBridge schedule delivers to its target. */
export function scheduledEvent() {
  return {
    version: '0',
    id: 'parity-schedule',
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'local',
    resources: ['arn:aws:events:local:000000000000:rule/parity'],
    detail: {},
  };
}
