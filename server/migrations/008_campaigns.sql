-- Campaigns (docs/product.md §4.18): the rules the two guess-plate rule pages show, as page configurations
-- operations can edit, and the cut-off the game uses (15:00, the exchange's close) in the page's share text.
INSERT OR IGNORE INTO page_info (page_id, content) VALUES ('guess-plate-rule', json_object(
  'title', '活动规则', 'shareTitle', '天天猜板块 · 活动规则', 'shareDesc', NULL, 'shareImg', NULL, 'bgColor', '#fff0f0',
  'modules', json_array(json_object('moduleId', 'm1', 'type', 'rules', 'title', '怎么玩', 'config', json_object(
    'items', json_array(
      '每个交易日开放一轮竞猜，给出 4 个候选板块。',
      '在当日 15:00（北京时间）收盘前，猜今天涨幅最大的板块，每轮只能猜一次，提交后不能修改。',
      '收盘后按各板块当日涨幅结算，涨幅最大的板块为正确答案。',
      '周末和节假日休市，不开放竞猜；下一轮在下一个交易日开放。'
    ))))));
INSERT OR IGNORE INTO page_info (page_id, content) VALUES ('guess-plate-rule2', json_object(
  'title', '活动规则', 'shareTitle', '天天猜板块 · 积分规则', 'shareDesc', NULL, 'shareImg', NULL, 'bgColor', '#fff0f0',
  'modules', json_array(json_object('moduleId', 'm1', 'type', 'rules', 'title', '积分与连胜', 'config', json_object(
    'items', json_array(
      '每猜中一轮得 10 积分，猜错不扣分。',
      '连续猜中的轮数为连胜；猜错或错过一轮，连胜从零开始。',
      '积分、连胜和竞猜记录长期保存，可在活动页查看。',
      '活动最终解释权归主办方所有，投资有风险，竞猜结果不构成投资建议。'
    ))))));
UPDATE page_info SET content = json_set(content, '$.shareDesc', '每个交易日 15:00 前竞猜当日涨幅最大的板块，猜中可得积分。')
  WHERE page_id = 'guess-plate';
