/**
 * The question chooser and controls: a question from the library through the search picker, or
 * the next question of a Quiz Express run; the time limit, the countdown sound, Start and Stop,
 * and the clock. Only one question runs at a time: a start refused with QUESTION_IN_PROGRESS
 * shows "A question is already in progress" and brings the running one on screen.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../admin/components/useApi';
import { askedQuestion } from '../../../api/classMain';
import { readApiError } from '../../../api/errors';
import type { PlaylistRow } from '../../../api/playlists';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { type LangTitle, titleIn } from '../../../questions/titleIn';
import { QuestionSearchPicker } from '../../questions/QuestionSearchPicker';
import { Countdown } from './Countdown';
import { DEFAULT_TIME_LIMIT, TIME_LIMITS } from './countdown';
import { PlaylistRunner } from './PlaylistRunner';
import { advance, appendLink, type PlaylistRun } from './playlistRun';
import type { RunningClass } from './useRunningClass';

interface Chosen {
  _id: string;
  title: LangTitle;
}

export function QuestionPanel({ rc }: { rc: RunningClass }) {
  const { t, i18n } = useTranslation();
  const showError = useErrorToast();
  const notify = useNotify();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [picking, setPicking] = useState(false);
  const [limit, setLimit] = useState<number>(DEFAULT_TIME_LIMIT);
  const [sound, setSound] = useState(true);
  // Off by default: the class sees how many answered, the chart only once revealed.
  const [liveResults, setLiveResults] = useState(false);
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<PlaylistRun | null>(null);
  const [playlist, setPlaylist] = useState<PlaylistRow | null>(null);
  // The run position already asked: Start waits for Next.
  const [askedIndex, setAskedIndex] = useState<number | null>(null);
  // Local start times and limits of the links started here; a reloaded screen counts up.
  const [clocks, setClocks] = useState<Map<string, { startedAt: number; limit: number }>>(new Map());

  const running = rc.running;
  const onScreen = rc.screenLink;
  const clock = onScreen ? clocks.get(onScreen._id) : undefined;
  const runItem = run && playlist ? playlist.list[run.index] : undefined;
  const next: Chosen | null = runItem?.question ?? chosen;

  const act = async (step: () => Promise<void>, fallbackKey: string) => {
    setBusy(true);
    try {
      await step();
    } catch (error) {
      showError(error, fallbackKey);
      if (readApiError(error).info.key === 'QUESTION_IN_PROGRESS')
        await rc.refreshLinks().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    act(async () => {
      if (!next) return;
      const shared = { question: next._id, limit, liveResults };
      const input = run ? { ...shared, playlist: run.playlistId, index: run.index } : shared;
      const link = await rc.start(input);
      setClocks((previous) => new Map(previous).set(link._id, { startedAt: Date.now(), limit }));
      if (run) {
        setRun(appendLink(run, link._id));
        setAskedIndex(run.index);
      }
    }, 'START_QUESTION_ERR_MSG');

  const stop = (id: string) => act(() => rc.stop(id), 'STOP_QUESTION_ERR_MSG');
  const reveal = (id: string) => act(() => rc.reveal(id), 'REVEAL_ERR_MSG');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const question = onScreen ? askedQuestion(onScreen) : null;
  const askedInRun = run !== null && askedIndex === run.index;

  return (
    <Container header={<Header variant="h2">{t('CHOOSE_QUESTION')}</Header>}>
      <SpaceBetween size="m">
        <PlaylistRunner
          run={run}
          playlist={playlist}
          busy={busy}
          canAdvance={running === null}
          onStart={(row, started) => {
            setPlaylist(row);
            setRun(started);
            setAskedIndex(null);
          }}
          onNext={() => setRun(run && playlist ? advance(run, playlist.list) : null)}
          onEnd={() => setRun(null)}
          onNothingToRun={() => notify.error(t('PLAYLIST_NOTHING_TO_RUN'))}
        />
        {!run && (
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Button onClick={() => setPicking(true)} disabled={busy} data-testid="choose-question">
              {t('CHOOSE_QUESTION')}
            </Button>
            <Box data-testid="chosen-question">
              {chosen ? titleIn(chosen.title, language) : t('NO_QUESTION_CHOSEN')}
            </Box>
          </SpaceBetween>
        )}
        {run && runItem?.question && (
          <Box data-testid="chosen-question">{titleIn(runItem.question.title, language)}</Box>
        )}
        <SpaceBetween size="m" direction="horizontal" alignItems="end">
          <FormField label={t('TIME_LIMIT')}>
            <Select
              selectedOption={{ value: String(limit), label: limitLabel(limit, t) }}
              options={TIME_LIMITS.map((value) => ({ value: String(value), label: limitLabel(value, t) }))}
              onChange={({ detail }) => setLimit(Number(detail.selectedOption.value))}
              data-testid="time-limit"
            />
          </FormField>
          <Toggle checked={sound} onChange={({ detail }) => setSound(detail.checked)}>
            {t('COUNTDOWN_SOUND')}
          </Toggle>
          <Toggle
            checked={liveResults}
            onChange={({ detail }) => setLiveResults(detail.checked)}
            data-testid="live-results"
          >
            {t('LIVE_RESULTS')}
          </Toggle>
          {running ? (
            <Button
              variant="primary"
              disabled={busy}
              onClick={() => stop(running._id)}
              data-testid="stop-question"
            >
              {t('STOP_QUESTION')}
            </Button>
          ) : (
            <Button
              variant="primary"
              disabled={busy || next === null || (run !== null && askedInRun)}
              onClick={start}
              data-testid="start-question"
            >
              {t('START_QUESTION')}
            </Button>
          )}
        </SpaceBetween>
        {onScreen && question && (
          <SpaceBetween size="xs">
            <StatusIndicator type={onScreen.end ? 'stopped' : 'in-progress'}>
              <span data-testid="question-state" data-state={onScreen.end ? 'stopped' : 'running'}>
                {t(onScreen.end ? 'QUESTION_DONE' : 'QUESTION_RUNNING')}
              </span>
            </StatusIndicator>
            <div className="class-main-question-title" data-testid="question-title">
              {titleIn(question.title, language)}
            </div>
            {onScreen.end &&
              (onScreen.revealedAt ? (
                <StatusIndicator type="success">
                  <span data-testid="results-revealed">{t('RESULTS_REVEALED')}</span>
                </StatusIndicator>
              ) : (
                <Button disabled={busy} onClick={() => reveal(onScreen._id)} data-testid="reveal-results">
                  {t('REVEAL_RESULTS')}
                </Button>
              ))}
          </SpaceBetween>
        )}
        <Countdown
          // Running: the local start; stopped: the server's start and end (one clock for both).
          startedAt={
            onScreen?.end || !clock ? (onScreen ? Date.parse(onScreen.createdAt) : null) : clock.startedAt
          }
          stoppedAt={onScreen?.end ? Date.parse(onScreen.end) : null}
          limitSeconds={clock?.limit ?? (onScreen ? (onScreen.limit ?? 0) : limit)}
          running={onScreen !== null && onScreen.end === null}
          sound={sound}
          onExpire={() => {
            if (onScreen && onScreen.end === null) void stop(onScreen._id);
          }}
        />
      </SpaceBetween>
      {picking && (
        <QuestionSearchPicker
          required
          testId="class-question-search"
          withShared
          onCancel={() => setPicking(false)}
          onConnect={([row]) => {
            setPicking(false);
            if (row) setChosen(row);
          }}
        />
      )}
    </Container>
  );
}

function limitLabel(value: number, t: TFunction): string {
  return value === 0 ? t('NO_TIME_LIMIT') : t('SECONDS', { count: value });
}
