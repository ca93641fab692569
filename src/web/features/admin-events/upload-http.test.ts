import { describe, expect, it } from 'vitest'
import { nextRetryStep } from '../../../domain/uploads'
import { readFailureBody, UploadRequestError } from './upload-http'

describe('reading a failed upload answer', () => {
  it('takes the message of our JSON errors', () => {
    expect(readFailureBody('{"message":"PDF files must be at most 10 MB (10485760 bytes)"}')).toEqual({
      message: 'PDF files must be at most 10 MB (10485760 bytes)',
      requestId: undefined,
    })
  })

  it("reads S3's XML so an expired part URL is signed again instead of failing", () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message><RequestId>R1</RequestId></Error>'
    const failure = {
      status: 403,
      statusText: 'Forbidden',
      method: 'PUT',
      url: 'https://s3/x',
      ...readFailureBody(xml),
    }
    expect(nextRetryStep(failure, 0)).toEqual({ action: 'resign', delayMs: 0 })
    const denied = { ...failure, ...readFailureBody(xml.replace('Request has expired', 'Access Denied')) }
    expect(nextRetryStep(denied, 0)).toEqual({ action: 'give-up' })
    expect(new UploadRequestError(denied).message).toBe('Access Denied')
  })

  it('has no message for an empty or HTML body', () => {
    expect(readFailureBody('').message).toBeUndefined()
    expect(
      new UploadRequestError({
        status: 502,
        statusText: 'Bad Gateway',
        method: 'PUT',
        url: '/x',
        ...readFailureBody('<html>'),
      }).message,
    ).toBe('Failed request with status: 502. Bad Gateway')
  })
})
