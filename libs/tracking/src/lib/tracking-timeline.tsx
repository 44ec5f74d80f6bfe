import { Text, Timeline } from '@chakra-ui/react';
import type { TrackingEvent } from '@forwarder/api-client';
import { formatEventTime } from '@forwarder/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventDescription } from './event-text';

export interface TrackingTimelineProps {
  /** The waybill's events (contract TrackingEvent), in any order: shown newest first. */
  events: readonly TrackingEvent[];
  /** The list's accessible name (default "物流轨迹"). */
  label?: string;
}

/** Newest first; events of the same instant keep the server's order. */
function newestFirst(events: readonly TrackingEvent[]): TrackingEvent[] {
  return events
    .map((event, index) => ({ event, index, at: Date.parse(event.time) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ event }) => event);
}

/**
 * A waybill's tracking events as an ordered list, newest first and marked: status and place, the time in the zone
 * where the event happened with its offset (`2026-11-23 14:15 (UTC+08:00)`, never the viewer's zone: a parcel's
 * timeline reads the way the places saw it), and what happened.
 */
export function TrackingTimeline({ events, label }: TrackingTimelineProps) {
  const { t } = useLingui();
  if (events.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>暂无物流轨迹。</Trans>
      </Text>
    );
  }
  return (
    <Timeline.Root as="ol" size="lg" variant="subtle" aria-label={label ?? t`物流轨迹`} listStyleType="none">
      {newestFirst(events).map((event, index) => (
        <Timeline.Item key={`${event.time}-${index}`} as="li" aria-current={index === 0 ? 'step' : undefined}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator bg={index === 0 ? 'brand.solid' : 'bg.emphasized'} />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>
              {event.statusDisplayName}
              {event.location ? ` · ${event.location}` : ''}
            </Timeline.Title>
            <Timeline.Description>
              <time dateTime={event.time}>{formatEventTime(event)}</time>
            </Timeline.Description>
            {eventDescription(event) ? <Text fontSize="sm">{eventDescription(event)}</Text> : null}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
