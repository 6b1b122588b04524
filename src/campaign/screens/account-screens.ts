/**
 * The logged-out account screens (sign in, lost password), loaded as one chunk ("screens-account").
 */
export { LoginScreen } from './login-screen';
export { LostPasswordScreen } from './lost-password-screen';
export { LostPasswordSentScreen } from './lost-password-sent-screen';
