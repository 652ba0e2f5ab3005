/**
 * Absolute URLs of the API as clients reach it, for the links it answers (paginator URLs, the
 * WordPress REST index): config PUBLIC_BASE_URL, else https:// and the API's own domain name
 * as API Gateway reports it (requestContext.domainName: the execute-api or custom domain that took
 * the request). Never a request header: Host and X-Forwarded-Host are the client's to choose, and a
 * link built from them would point whoever follows it at another site.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '#platform/config.ts';

export function publicOrigin(event: Pick<APIGatewayProxyEventV2, 'requestContext'>): string {
  return config.PUBLIC_BASE_URL ?? `https://${event.requestContext.domainName}`;
}
