/**
 * The real DeviceEventNotifier: posts `publishScannerStatus` and `publishRegisterReply` through
 * the back end's signed GraphQL publisher (./iam-graphql.ts). Each mutation selects every field,
 * because AppSync filters and shapes subscriptions from the mutation's selection.
 */
import type { DeviceEventNotifier, RegisterReplyEvent, ScannerStatusEvent } from './device-events';
import type { IamGraphqlPublisher } from './iam-graphql';

export const PUBLISH_SCANNER_STATUS = /* GraphQL */ `
  mutation PublishScannerStatus($input: ScannerStatusInput!) {
    publishScannerStatus(input: $input) { scanner scid mac site spot status reason alive }
  }
`;

export const PUBLISH_REGISTER_REPLY = /* GraphQL */ `
  mutation PublishRegisterReply($input: RegisterReplyInput!) {
    publishRegisterReply(input: $input) { scanner scid site requestId op ok error payload receivedAt }
  }
`;

export class GraphqlDeviceEvents implements DeviceEventNotifier {
  constructor(private readonly publisher: IamGraphqlPublisher) {}

  async scannerStatus(event: ScannerStatusEvent): Promise<void> {
    await this.publisher.publish(
      'publishScannerStatus',
      PUBLISH_SCANNER_STATUS,
      { input: { ...event } },
      { scanner: event.scanner, scid: event.scid },
    );
  }

  async registerReply(event: RegisterReplyEvent): Promise<void> {
    // AWSJSON travels as a JSON string. The log names the request, never the reply's contents.
    await this.publisher.publish(
      'publishRegisterReply',
      PUBLISH_REGISTER_REPLY,
      { input: { ...event, payload: JSON.stringify(event.payload) } },
      { scid: event.scid, requestId: event.requestId, op: event.op },
    );
  }
}
