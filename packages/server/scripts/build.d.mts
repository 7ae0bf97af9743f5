export declare const serverBundle: string;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(): Promise<void>;
