/**
 * How many students gave each answer, as a Cloudscape bar chart: the running class's live panel
 * and each question of the results page draw the same chart. The bars lie horizontally, one row
 * per key, so a key's choice text ("2. 3/4") has the width of the label column rather than a
 * fifth of the chart, where Cloudscape would drop every other label.
 */
import BarChart from '@cloudscape-design/components/bar-chart';
import { useTranslation } from 'react-i18next';

interface Props {
  bars: readonly { label: string; count: number }[];
  ariaLabel: string;
  height: number;
}

export function AnswerBarChart({ bars, ariaLabel, height }: Props) {
  const { t } = useTranslation();
  return (
    <BarChart
      series={[
        {
          type: 'bar',
          title: t('ANSWER_COUNT_AXIS'),
          data: bars.map((bar) => ({ x: bar.label, y: bar.count })),
        },
      ]}
      xDomain={bars.map((bar) => bar.label)}
      yDomain={[0, Math.max(1, ...bars.map((bar) => bar.count))]}
      xTitle={t('ANSWER_OPTION_AXIS')}
      yTitle={t('ANSWER_COUNT_AXIS')}
      ariaLabel={ariaLabel}
      height={height}
      hideFilter
      hideLegend
      horizontalBars
      xScaleType="categorical"
      yTickFormatter={(value) => (Number.isInteger(value) ? String(value) : '')}
    />
  );
}
