/**
 * The registration wizard's screens, loaded as one chunk ("screens-registration"): they share the
 * registration form and react-hook-form, and one chunk keeps the entry's chunk map small.
 */
export { RegisterScreen } from './register-screen';
export { RegisterTeamsScreen } from './register-teams-screen';
export { RegisterCaptainScreen } from './register-captain-screen';
export { RegisterIndividualScreen } from './register-individual-screen';
export { CreateProfileScreen } from './create-profile-screen';
export { TeamJoinScreen } from './team-join-screen';
export { ReturnScreen } from './return-screen';
