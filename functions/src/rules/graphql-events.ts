/**
 * Publishes a recorded event to `onEvent` subscribers (spec section 7 "Events by device, type,
 * action, site and spot") with the IAM-signed `publishEvent`; AppSync (or the local gateway)
 * filters by the fields of its result, so every filtered field is selected.
 */
import type { IamGraphqlPublisher } from '../devices/iam-graphql';
import type { Event } from '../generated/graphql';
import type { EventPublisher } from './engine';
import type { EventRecord } from './records';

export const PUBLISH_EVENT = /* GraphQL */ `
  mutation PublishEvent($input: EventInput!) {
    publishEvent(input: $input) {
      _id def { _id title } type action device app site spot data createdAt thing status error errorParam
    }
  }
`;

/** A recorded event as the API shows it (the events list and the subscription). */
export function eventView(record: EventRecord): Event {
  return {
    _id: record._id,
    def: record.defId ? { _id: record.defId, title: record.defTitle } : null,
    type: record.type,
    action: record.action,
    device: record.device,
    app: record.app,
    site: record.siteId,
    spot: record.spotId,
    data: record.data ? JSON.stringify(record.data) : null,
    thing: record.thingId,
    status: record.status,
    error: record.error,
    errorParam: record.errorParam,
    createdAt: record.createdAt,
  };
}

/** The publishEvent input of a record: its view with the definition flattened. */
export function eventInput(record: EventRecord) {
  return { ...eventView(record), def: record.defId, defTitle: record.defTitle };
}

export class GraphqlEventPublisher implements EventPublisher {
  constructor(private readonly publisher: Pick<IamGraphqlPublisher, 'publish'>) {}

  async publish(record: EventRecord): Promise<void> {
    await this.publisher.publish(
      'publishEvent',
      PUBLISH_EVENT,
      { input: eventInput(record) },
      { event: record._id, site: record.siteId },
    );
  }
}
