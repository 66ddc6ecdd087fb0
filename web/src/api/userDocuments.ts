/**
 * What every selection of a user asks for: who they are, their roles and classrooms. The user
 * screens' rows (users.ts) and the signed-in user (auth.ts) spread it.
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
