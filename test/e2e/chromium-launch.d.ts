import type { LaunchOptions } from 'playwright-core';

export declare const CHROMIUM_LAUNCH: LaunchOptions;
