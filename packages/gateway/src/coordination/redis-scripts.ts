/**
 * Lua scripts of the Redis coordination. Every key of one topic shares a hash tag (`{topic}`), so
 * the scripts also run on Redis Cluster.
 */

/** KEYS: lease. ARGV: instance, ttl ms. Takes a free lease or extends our own; 0 when another holds it. */
export const CLAIM = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if holder then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;

/** KEYS: lease. ARGV: instance. Compare-and-delete. */
export const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * KEYS: lease, seq, log. ARGV: instance, lease ttl, body (event JSON without seq), ts, floor seq,
 * log max, channel, key ttl. Fenced by the lease (re-taken when it lapsed during an outage): only
 * the owner sequences. Returns the seq, or nil when another instance owns the topic.
 */
export const APPEND = `
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return nil end
if not holder then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
local seq = redis.call('INCR', KEYS[2])
local floor = tonumber(ARGV[5])
if seq <= floor then
  seq = floor + 1
  redis.call('SET', KEYS[2], seq)
end
local body = ARGV[3]
local text
if body == '{}' then
  text = '{"seq":' .. seq .. '}'
else
  text = '{"seq":' .. seq .. ',' .. string.sub(body, 2)
end
redis.call('XADD', KEYS[3], 'MAXLEN', '~', ARGV[6], '*', 'seq', seq, 'ev', text)
redis.call('PEXPIRE', KEYS[2], ARGV[8])
redis.call('PEXPIRE', KEYS[3], ARGV[8])
redis.call('PUBLISH', ARGV[7], 'e ' .. ARGV[1] .. ' ' .. seq .. ' ' .. ARGV[4] .. '\\n' .. text)
return seq
`;

/** KEYS: presence zset. ARGV: instance, ttl ms. Scores are expiry times on Redis's clock. */
export const TOUCH = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1
`;

/** KEYS: presence zset. Drops expired instances, counts the rest. */
export const PRESENT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])
`;
