/**
 * The answer keys of the presented question, large: O and X for ox, each choice with its key
 * number, colour, text and image for multiple choice, 1-5 for a survey. With the results shown
 * (after the reveal, or live when the teacher chose it) each key gets its bar and count, and
 * after the reveal of a quiz the correct key is marked in text as well as colour. What a key
 * reads comes from main/choiceLabels.ts, shared with the teacher's screens.
 */
import { useTranslation } from 'react-i18next';
import type { AskedQuestion } from '../../../api/classMain';
import type { OptionCount } from '../main/answerStats';
import { keyText } from '../main/choiceLabels';
import { keyColour } from './presentRules';

interface Props {
  question: AskedQuestion;
  bars: OptionCount[];
  showChart: boolean;
  showCorrect: boolean;
}

export function PresentChoices({ question, bars, showChart, showCorrect }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const kind = question.info.answerType;
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <ol
      className={`present-choices is-${kind}${showChart ? ' has-chart' : ''}`}
      data-testid={showChart ? 'present-chart' : 'present-choices'}
      aria-label={showChart ? t('PRESENT_RESULTS') : undefined}
    >
      {bars.map((bar) => {
        const label = keyText(kind, bar.value, question.selection, language);
        const choice = label.text !== null;
        const correct = showCorrect && bar.correct;
        return (
          <li
            key={bar.value}
            className={`present-choice${correct ? ' is-correct' : ''}${showCorrect && !bar.correct ? ' is-other' : ''}`}
            data-testid="present-choice"
            data-key={label.key}
            data-count={showChart ? bar.count : undefined}
            data-correct={correct ? 'true' : undefined}
          >
            <span className="present-key" style={{ background: keyColour(kind, bar.value) }}>
              {label.key}
            </span>
            {(choice || showChart) && (
              // In chart mode every row has the same columns, so bars of equal counts are equally long.
              <span className="present-choice-text">
                {label.image && <img src={label.image} alt="" className="present-choice-image" />}
                {choice && <span data-testid="present-choice-title">{label.text}</span>}
              </span>
            )}
            {showChart && (
              <span className="present-bar-track" aria-hidden="true">
                <span
                  className="present-bar-fill"
                  style={{ width: `${(bar.count * 100) / most}%`, background: keyColour(kind, bar.value) }}
                />
              </span>
            )}
            {showChart && (
              <span className="present-count">{t('PRESENT_ANSWER_COUNT', { count: bar.count })}</span>
            )}
            {showChart && (
              <span className="present-correct" data-testid={correct ? 'present-correct' : undefined}>
                {correct ? `✓ ${t('PRESENT_CORRECT')}` : ''}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
