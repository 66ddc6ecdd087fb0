/**
 * A figure under its label: the class summary's rates (`large`, as a heading) and a class card's
 * counts of the last 7 days (as body text).
 */
import Box from '@cloudscape-design/components/box';

export function KeyFigure(props: { label: string; value: string; testId: string; large?: boolean }) {
  return (
    <div>
      <Box variant="awsui-key-label">{props.label}</Box>
      {props.large ? (
        <Box variant="h2" tagOverride="div" data-testid={props.testId}>
          {props.value}
        </Box>
      ) : (
        <div data-testid={props.testId}>{props.value}</div>
      )}
    </div>
  );
}
