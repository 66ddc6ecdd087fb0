/**
 * A Cloudscape link or button to a console route: a real href (middle click, copy address, a new
 * tab all work), while a plain click moves inside the single-page app without reloading it.
 */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Link, { type LinkProps } from '@cloudscape-design/components/link';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function AppLink(props: {
  href: string;
  testId?: string;
  variant?: LinkProps.Variant;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Link
      href={props.href}
      variant={props.variant}
      data-testid={props.testId}
      onFollow={(event) => {
        event.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </Link>
  );
}

export function AppLinkButton(props: {
  href: string;
  testId?: string;
  variant?: ButtonProps.Variant;
  iconName?: ButtonProps['iconName'];
  ariaLabel?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button
      href={props.href}
      variant={props.variant}
      iconName={props.iconName}
      ariaLabel={props.ariaLabel}
      data-testid={props.testId}
      onFollow={(event) => {
        event.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </Button>
  );
}
