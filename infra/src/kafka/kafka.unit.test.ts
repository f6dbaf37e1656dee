import { describe, expect, it } from 'vitest';
import { Kafka } from 'kafkajs';
import { createKafka, parseBrokers } from './index';

describe('Kafka client factory', () => {
  it('takes KAFKA_BROKERS as a comma-separated list or an array', () => {
    expect(parseBrokers('k1:9092, k2:9093 ,')).toEqual(['k1:9092', 'k2:9093']);
    expect(parseBrokers(['k1:9092'])).toEqual(['k1:9092']);
    expect(() => parseBrokers(' , ')).toThrow(/No Kafka broker/);
  });

  it('makes a kafkajs client without connecting', () => {
    expect(createKafka('localhost:9092', 'league-relay')).toBeInstanceOf(Kafka);
  });
});
