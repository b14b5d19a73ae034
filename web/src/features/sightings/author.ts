// Whether the signed-in member wrote something: ids are compared as numbers (spec section 3), because a
// user id read from storage or a URL may be the string "7" while the server sends the number 7.
export function isSameMember(
  viewerId: number | string | null | undefined,
  authorId: number | string | null | undefined,
): boolean {
  if (viewerId === null || viewerId === undefined || authorId === null || authorId === undefined)
    return false;
  const viewer = Number(viewerId);
  return Number.isFinite(viewer) && viewer === Number(authorId);
}
