export {
  cacheAnswers,
  DEFAULT_ANSWER_CACHE_BYTES,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type AnswerCacheOptions,
} from './answers';
export { createByteBudgetLru, type ByteBudgetLru } from './lru';
