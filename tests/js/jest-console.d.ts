/**
 * Types of the console matchers the WordPress jest preset installs (@wordpress/jest-console):
 * expect( console ).toHaveErrored() and friends, for tests that expect an error log.
 */
/// <reference types="@wordpress/jest-console" />
