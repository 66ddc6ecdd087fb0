/**
 * The rules engine's composition (docs/rules-engine.md): the catalog of actions and event
 * definitions, things, the engine, and the read of a site's recorded events. Built once per
 * process by the resolver's and the answer consumer's roots (app/resolver-root.ts, consumer-root.ts).
 */
import { z } from 'zod';
import type { EntityRepository } from '../data/entities';
import { tenantPartition } from '../data/keys';
import { buildFilter, type ListReader } from '../data/lists';
import type { EmittedEvent } from '../devices/emitted-event';
import type { IamGraphqlPublisher } from '../devices/iam-graphql';
import { logError } from '../kernel/log';
import type { PageRequest } from '../kernel/paging';
import { parseArgs } from '../kernel/validation';
import { NOTICE_FN, noticeRunner, WEBHOOK_FN, type WebhookRunnerOptions, webhookRunner } from './builtins';
import { RuleDefinitions } from './definitions';
import { type ActionRunner, RulesEngine } from './engine';
import { eventView, GraphqlEventPublisher } from './graphql-events';
import type { EventRecord } from './records';
import { DynamoRulesStore } from './store';
import { ThingService } from './things';

const eventFilter = z
  .object({
    device: z.string().trim().max(64).nullish(),
    type: z.string().trim().max(64).nullish(),
    status: z.enum(['ok', 'failed', 'unmatched']).nullish(),
  })
  .nullish();

export interface RulesServiceDeps {
  entities: EntityRepository;
  lists: ListReader;
  graphql: Pick<IamGraphqlPublisher, 'publish'>;
  webhook?: WebhookRunnerOptions;
  /** Replaces or adds built-ins (tests). */
  runners?: Record<string, ActionRunner>;
}

export class RulesService {
  readonly definitions: RuleDefinitions;
  readonly things: ThingService;
  readonly engine: RulesEngine;

  constructor(private readonly deps: RulesServiceDeps) {
    this.definitions = new RuleDefinitions(deps.entities, deps.lists);
    this.things = new ThingService(deps.entities, deps.lists, this.definitions);
    this.engine = new RulesEngine({
      store: new DynamoRulesStore(deps.entities, deps.lists),
      publisher: new GraphqlEventPublisher(deps.graphql),
      runners: {
        [NOTICE_FN]: noticeRunner(deps.graphql),
        [WEBHOOK_FN]: webhookRunner(deps.webhook),
        ...deps.runners,
      },
      log: logError,
    });
  }

  emit(event: EmittedEvent) {
    return this.engine.handle(event);
  }

  /** A site's recorded events, newest first (the policy checked the site). */
  async events(siteId: string, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(eventFilter, rawFilter) ?? {};
    const page = await this.deps.lists.page<EventRecord>(
      { index: 'byTenant', partition: tenantPartition('EVENT', siteId) },
      request,
      buildFilter({ device: filter.device, type: filter.type, status: filter.status }),
    );
    return { data: page.data.map(eventView), total: page.total };
  }
}
