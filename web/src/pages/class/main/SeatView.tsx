/**
 * The seat placement view: one tile per student shown, with the seat number, the name, the
 * button or phone linked to the seat and the answer to the question on screen (O/X for ox).
 * Large type and colour plus text (never colour alone), to be read from the back of the room.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../../i18n/useWording';
import { type AnswerKind, answerLabel, sameAnswer } from './answerStats';
import { displayName, type RoomCount, type Seat } from './seats';

interface Props {
  seats: Seat[];
  /** How many answered of how many are in the room (seats.ts roomCount), as every screen counts. */
  count: RoomCount;
  kind: AnswerKind | null;
  /** The correct answer once a quiz question has stopped: seats are then coloured by result. */
  correct?: string | null;
  /** Tiles say "Answered" without the answer (the teacher keeps answers hidden until the reveal). */
  hideAnswers?: boolean;
  /** The class code, for the empty classroom's hint. */
  code: string;
  onManageSeat?: (seat: Seat) => void;
}

function equipmentText(seat: Seat, t: TFunction): string {
  if (seat.app) return t('APP_DEVICE');
  if (seat.device)
    return t('BUTTON_LABEL', { label: seat.device.label || seat.device.name || seat.device.mac });
  return t('NO_DEVICE');
}

interface TileProps {
  seat: Seat;
  label: string | null;
  result: 'right' | 'wrong' | null;
  onManageSeat?: (seat: Seat) => void;
}

/**
 * One seat. Memoised on what it shows: during a burst only the tiles whose answer changed are
 * rendered again, not all of them for every answer (docs/benchmarks.md "Running class screen").
 * Plain elements, not Cloudscape's: a Cloudscape component reads contexts that the surrounding
 * Container renews on each of its renders, which would render all 500 tiles again past the memo.
 */
const SeatTile = memo(
  function SeatTile({ seat, label, result, onManageSeat }: TileProps) {
    const { t } = useTranslation();
    return (
      <li
        className={`class-main-seat${label === null ? '' : ' is-answered'}${result ? ` is-${result}` : ''}`}
        data-result={result ?? ''}
        data-testid="seat"
        data-student={seat.student._id}
        data-answer={label ?? ''}
      >
        <div className="class-main-seat-top">
          <span className="class-main-seat-no">{seat.student.no ?? '-'}</span>
          {seat.remote && <span className="class-main-seat-badge">{t('REMOTE_BADGE')}</span>}
        </div>
        <div className="class-main-seat-name">{displayName(seat.student)}</div>
        <div className="class-main-seat-equipment">{equipmentText(seat, t)}</div>
        <div className="class-main-seat-answer" aria-live="off">
          {label ?? <span className="class-main-seat-none">{t('NOT_ANSWERED')}</span>}
          {result && (
            // Text as well as colour: readable without telling green from red.
            <span className="class-main-seat-result">
              {result === 'right' ? ` ✓ ${t('SEAT_RIGHT')}` : ` ✗ ${t('SEAT_WRONG')}`}
            </span>
          )}
        </div>
        {onManageSeat && !seat.remote && (
          <button
            type="button"
            className="class-main-seat-link"
            onClick={() => onManageSeat(seat)}
            aria-label={`${t('LINK_DEVICE')}: ${displayName(seat.student)}`}
          >
            {t('LINK_DEVICE')}
          </button>
        )}
      </li>
    );
  },
  (before, after) =>
    before.label === after.label &&
    before.result === after.result &&
    before.onManageSeat === after.onManageSeat &&
    sameSeat(before.seat, after.seat),
);

/** Whether two seat records show the same thing (the seat list is rebuilt on every change). */
function sameSeat(a: Seat, b: Seat): boolean {
  return (
    a.student._id === b.student._id &&
    a.student.no === b.student.no &&
    displayName(a.student) === displayName(b.student) &&
    a.remote === b.remote &&
    Boolean(a.app) === Boolean(b.app) &&
    a.device?.mac === b.device?.mac &&
    a.device?.label === b.device?.label &&
    a.device?.name === b.device?.name
  );
}

export function SeatView({
  seats,
  count,
  kind,
  correct = null,
  hideAnswers = false,
  code,
  onManageSeat,
}: Props) {
  const { t } = useTranslation();
  const w = useWording();
  const shownLabel = (seat: Seat): string | null => {
    if (seat.answer === null || kind === null) return null;
    return hideAnswers ? t('SEAT_ANSWERED') : answerLabel(kind, seat.answer);
  };
  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={`(${seats.length})`}
          description={
            <span data-testid="seat-answered-count" data-answered={count.answered} data-total={count.total}>
              {t('ANSWERED_COUNT', { answered: count.answered, total: count.total })}
            </span>
          }
        >
          {w('SEAT_VIEW')}
        </Header>
      }
    >
      {seats.length === 0 && (
        <Box data-testid="empty-classroom">
          <Box variant="h3">{w('EMPTY_CLASSROOM')}</Box>
          <Box color="text-body-secondary">{w('EMPTY_CLASSROOM_HINT', { code })}</Box>
        </Box>
      )}
      <ul className="class-main-seats" data-testid="seat-view" data-answered={count.answered}>
        {seats.map((seat) => (
          <SeatTile
            key={seat.student._id}
            seat={seat}
            label={shownLabel(seat)}
            result={
              seat.answer === null || kind === null || !correct || hideAnswers
                ? null
                : sameAnswer(kind, seat.answer, correct)
                  ? 'right'
                  : 'wrong'
            }
            onManageSeat={onManageSeat}
          />
        ))}
      </ul>
    </Container>
  );
}
