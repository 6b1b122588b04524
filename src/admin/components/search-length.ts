/**
 * The longest search the server takes (Controller::MAX_SEARCH_LENGTH): the search boxes stop
 * there, because a longer term is refused with a message meant for API callers.
 */
export const MAX_SEARCH_LENGTH = 100;
