// Renews the stage's AppSync API key every day (EventBridge schedule), so the application token
// never lapses; the days it has left go out as the ApiKeyDaysLeft metric (docs/deploy.md).
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { apiKeyRenewalEnvSchema, renewApiKey } from '../auth/api-key-renewal';
import { logInfo } from '../kernel/log';
import { metrics, observed } from '../kernel/observability';

export const handler = observed('api-key-renewer', async () => {
  const env = apiKeyRenewalEnvSchema.parse(process.env);
  const renewed = await renewApiKey({ env });
  metrics.addMetric('ApiKeyDaysLeft', MetricUnit.Count, renewed.daysLeft);
  logInfo('API key renewed', {
    apiId: env.GRAPHQL_API_ID,
    expires: renewed.expires,
    daysLeft: renewed.daysLeft,
  });
  return renewed;
});
