/**
 * The seat placement view: one tile per student shown, with the seat number, the name, the
 * button or phone linked to the seat and the answer to the question on screen (O/X for ox).
 * Large type and colour plus text (never colour alone), to be read from the back of the room.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../../i18n/useWording';
import { type AnswerKind, answerLabel } from './answerStats';
import { displayName, type Seat } from './seats';

interface Props {
  seats: Seat[];
  kind: AnswerKind | null;
  onManageSeat?: (seat: Seat) => void;
}

function equipmentText(seat: Seat, t: TFunction): string {
  if (seat.app) return t('APP_DEVICE');
  if (seat.device)
    return t('BUTTON_LABEL', { label: seat.device.label || seat.device.name || seat.device.mac });
  return t('NO_DEVICE');
}

export function SeatView({ seats, kind, onManageSeat }: Props) {
  const { t } = useTranslation();
  const w = useWording();
  const answered = seats.filter((seat) => seat.answer !== null).length;
  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={`(${seats.length})`}
          description={t('ANSWERED_COUNT', { answered, total: seats.length })}
        >
          {w('SEAT_VIEW')}
        </Header>
      }
    >
      <ul className="class-main-seats" data-testid="seat-view" data-answered={answered}>
        {seats.map((seat) => {
          const label = seat.answer === null || kind === null ? null : answerLabel(kind, seat.answer);
          return (
            <li
              key={seat.student._id}
              className={`class-main-seat${label === null ? '' : ' is-answered'}`}
              data-testid="seat"
              data-student={seat.student._id}
              data-answer={label ?? ''}
            >
              <div className="class-main-seat-top">
                <span className="class-main-seat-no">{seat.student.no ?? '-'}</span>
                {seat.remote && <Badge color="blue">{t('REMOTE_BADGE')}</Badge>}
              </div>
              <div className="class-main-seat-name">{displayName(seat.student)}</div>
              <Box variant="small" color="text-body-secondary">
                {equipmentText(seat, t)}
              </Box>
              <div className="class-main-seat-answer" aria-live="off">
                {label ?? <span className="class-main-seat-none">{t('NOT_ANSWERED')}</span>}
              </div>
              {onManageSeat && !seat.remote && (
                <Button
                  variant="inline-link"
                  onClick={() => onManageSeat(seat)}
                  ariaLabel={`${t('LINK_DEVICE')}: ${displayName(seat.student)}`}
                >
                  {t('LINK_DEVICE')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Container>
  );
}
