/**
 * The seat PINs of the running class (docs/sessions.md "Seat PINs"), kept off the screen until the
 * teacher opens them: a student on the roster joins by phone only with their PIN, and any student
 * moves to another device only with it. Read when opened and every 10 s while open, so phones
 * that join show up.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth } from '../../../admin/components/useApi';
import type { SeatPinRow } from '../../../api/seatPins';
import { fetchSeatPins } from '../../../api/seatPins';
import { displayName } from './seats';

export const SEAT_PINS_REFRESH_MS = 10_000;

export function SeatPinsButton({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const [open, setOpen] = useState(false);
  const pins = useQuery({
    queryKey: ['classMain', 'seatPins', sessionId],
    queryFn: () => fetchSeatPins(auth, sessionId),
    enabled: open,
    refetchInterval: open ? SEAT_PINS_REFRESH_MS : false,
  });
  const state = (row: SeatPinRow) => {
    if (row.remote) return <StatusIndicator type="info">{t('SEAT_PINS_REMOTE')}</StatusIndicator>;
    if (row.joined) return <StatusIndicator type="success">{t('SEAT_PINS_JOINED')}</StatusIndicator>;
    return <StatusIndicator type="stopped">{t('SEAT_PINS_NOT_JOINED')}</StatusIndicator>;
  };
  return (
    <>
      <Button iconName="lock-private" onClick={() => setOpen(true)} data-testid="open-seat-pins">
        {t('SEAT_PINS_OPEN')}
      </Button>
      <Modal
        visible={open}
        size="medium"
        onDismiss={() => setOpen(false)}
        header={t('SEAT_PINS_TITLE')}
        footer={
          <Box float="right">
            <Button onClick={() => setOpen(false)}>{t('SEAT_PINS_CLOSE')}</Button>
          </Box>
        }
      >
        <Box variant="p" margin={{ bottom: 's' }}>
          {t('SEAT_PINS_HINT')}
        </Box>
        {pins.isError ? (
          <StatusIndicator type="error">{t('SEAT_PINS_ERROR')}</StatusIndicator>
        ) : (
          <div data-testid="seat-pins">
            <Table
              variant="embedded"
              loading={pins.isLoading}
              items={pins.data ?? []}
              trackBy={(row) => row.student._id}
              empty={<Box textAlign="center">{t('SEAT_PINS_EMPTY')}</Box>}
              columnDefinitions={[
                { id: 'no', header: t('SEAT_PINS_NO'), cell: (row) => row.student.no ?? '-' },
                { id: 'name', header: t('SEAT_PINS_NAME'), cell: (row) => displayName(row.student) },
                {
                  id: 'pin',
                  header: t('SEAT_PINS_PIN'),
                  cell: (row) => (
                    <span className="seat-pin" data-testid="seat-pin" data-student={row.student._id}>
                      {row.pin}
                    </span>
                  ),
                },
                { id: 'state', header: t('SEAT_PINS_STATE'), cell: state },
              ]}
            />
          </div>
        )}
      </Modal>
    </>
  );
}
