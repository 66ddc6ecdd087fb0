/** The shape of an access rule (see ../policy.ts for how rules are applied). */
import type { RoleName } from '../../kernel/roles';
import type { ScannerName } from '../tenancy';

export type ArgsReader = (args: Record<string, unknown>) => unknown;

/** Reads the values of the arguments that may name uploaded files by path (./media.ts). */
export type MediaReader = (args: Record<string, unknown>) => unknown[];

/** Reads the scanner the arguments name; throws BadRequest when they name none as the field wants. */
export type ScannerReader = (args: Record<string, unknown>) => ScannerName;

export type FieldRule =
  /** Anyone, with the API key or signed in (sign-in, sign-up, version). */
  | { who: 'anyone' }
  /** Any signed-in user, acting on themself. */
  | { who: 'signedIn' }
  /** Only a remote student's app token (docs/sessions.md "Remote students"); users are refused. */
  | { who: 'app' }
  /** Signed-in users with one of the roles (and/or the back end), within the tenant. */
  | {
      who: 'roles';
      roles: readonly RoleName[];
      backend?: boolean;
      /** A user holding the staff flag is refused even with another listed role (adding classrooms). */
      excludeStaff?: boolean;
      /** Where the target site, classroom, device (MAC) or user is found in the arguments. */
      site?: ArgsReader;
      /** A site the arguments may leave out; naming none asks for every site, which only system and admin see. */
      siteOrAll?: ArgsReader;
      /**
       * A distributor the arguments may name (a new site's): a distributor may name only its own,
       * system and admin any; naming none leaves the choice to the service.
       */
      dist?: ArgsReader;
      spot?: ArgsReader;
      device?: ArgsReader;
      user?: ArgsReader;
      /**
       * Where a list of users is named (a share's recipients): each one must be within reach, as
       * `user`, and an unknown one is refused alike.
       */
      users?: ArgsReader;
      /** Where files are named by path: each must be a file of a site the caller reaches (./media.ts). */
      media?: MediaReader;
      /**
       * Where a stored target is named by id: a class session, a question link (a question asked
       * in a class) or an uploaded file. The tenant directory reads its site (auth/tenancy.ts).
       */
      session?: ArgsReader;
      link?: ArgsReader;
      file?: ArgsReader;
      /**
       * Where a scanner is named, by scid or by MAC (the scanner subscriptions and the
       * registration wizard): every scanner so named must be within reach (policy.ts reachScanners).
       */
      scanner?: ScannerReader;
      /** The caller must outrank the target user (resets, role changes). */
      outrankTarget?: boolean;
      /** A remote student's app token may call it when this argument is its own app uuid (onNotice). */
      ownApp?: ArgsReader;
      /** ... or when these arguments name its own class's site and classroom (onNotice of its class). */
      ownClass?: { site: ArgsReader; spot: ArgsReader };
    };

/** Reads `args.input.<name>`. */
export const inInput =
  (name: string): ArgsReader =>
  (args) =>
    (args.input as Record<string, unknown> | undefined)?.[name];

/** Reads `args.<name>`. */
export const arg =
  (name: string): ArgsReader =>
  (args) =>
    args[name];
