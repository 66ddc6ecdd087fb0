/**
 * What every selection of a user asks for: who they are, their roles and classrooms. The user
 * screens' rows (users.ts) spread it; so can any other selection of a user.
 */
export const USER_BASE = /* GraphQL */ `
  fragment UserBase on User {
    _id
    uid
    firstname
    lastname
    no
    tel
    email
    active
    verified
    role { user admin manager staff operator system distributor }
    spots { _id name }
    createdAt
    updatedAt
  }
`;

/**
 * The same fields as a bare list, cut from the fragment so there is one list: for a document
 * that still splices fields into its selection (documents.ts) until it spreads `...UserBase`.
 */
export const USER_BASE_FIELDS = USER_BASE.slice(USER_BASE.indexOf('{') + 1, USER_BASE.lastIndexOf('}'));
