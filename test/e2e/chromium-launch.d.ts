import type { LaunchOptions } from 'playwright-core';

export declare const TEST_CHROMIUM_PATH: string;
export declare const CHROMIUM_LAUNCH: LaunchOptions;
export declare const MEASURING_CHROMIUM_LAUNCH: LaunchOptions;
