/**
 * The AWS SDK (ours for S3, and the one inside Uppy Companion, which makes a client on every Companion request) warns
 * once per process on Node 20 that its releases after January 2027 need Node 22. That is a note for whoever upgrades
 * the SDK (decision D25), not something an operator can act on at each start, so it is switched off unless the
 * environment says otherwise (AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=false brings it back).
 * Call before an S3 client is made.
 */
export function quietAwsSdkNodeWarning() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
}
