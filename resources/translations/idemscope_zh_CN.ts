<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>idem::ui::AboutDialog</name>
    <message>
        <source>About IdemScope</source>
        <translation>关于 IdemScope</translation>
    </message>
    <message>
        <source>Copyright 2026 The IdemScope developers</source>
        <translation>版权所有 2026 IdemScope 开发者</translation>
    </message>
    <message>
        <source>IdemScope is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.</source>
        <translation>IdemScope 是自由软件：您可以在自由软件基金会发布的 GNU 通用公共许可证第 3 版或（由您选择）任何更新版本（GPL-3.0-or-later）的条款下再分发和/或修改它。发布它是希望它有用，但不提供任何担保；甚至没有适销性或特定用途适用性的默示担保。</translation>
    </message>
    <message>
        <source>The full text of the licence: %1</source>
        <translation>许可证全文：%1</translation>
    </message>
    <message>
        <source>The full text of the licence: %1, or %2</source>
        <translation>许可证全文：%1，或 %2</translation>
    </message>
    <message>
        <source>IdemScope uses these components, each under its own licence:</source>
        <translation>IdemScope 使用以下组件，各自遵循其许可证：</translation>
    </message>
    <message>
        <source>Their licence texts are in %1</source>
        <translation>它们的许可证文本位于 %1</translation>
    </message>
</context>
<context>
    <name>idem::ui::AuditTableModel</name>
    <message>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>操作前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>操作后</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>idem::ui::AuditView</name>
    <message>
        <source>%1 of %2 entries</source>
        <translation>显示 %1 条，共 %2 条</translation>
    </message>
    <message>
        <source>Filter: user, action, key, reason…</source>
        <translation>筛选：用户、操作、键、原因…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
</context>
<context>
    <name>idem::ui::ConfirmActionDialog</name>
    <message>
        <source> [%1]</source>
        <translation> [%1]</translation>
    </message>
    <message>
        <source>%1%2: %3 → %4</source>
        <translation>%1%2：%3 → %4</translation>
    </message>
    <message>
        <source>Release tokens</source>
        <translation>释放令牌</translation>
    </message>
    <message numerus="yes">
        <source>Release %n stuck token(s)? Each goes back to pending, so the client&apos;s next retry runs the request again.</source>
        <translation>
            <numerusform>释放 %n 个卡住的令牌？每个令牌都将回到“待处理”，客户端下次重试时会再次执行该请求。</numerusform>
        </translation>
    </message>
    <message>
        <source>Expire tokens</source>
        <translation>使令牌过期</translation>
    </message>
    <message numerus="yes">
        <source>Expire %n token(s) now? A stored response is no longer replayed and the key can be used for a new request.</source>
        <translation>
            <numerusform>立即使 %n 个令牌过期？已存储的响应将不再重放，该键可用于新的请求。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete tokens</source>
        <translation>删除令牌</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n token(s)? The records are removed from the store; only the audit entry remains.</source>
        <translation>
            <numerusform>删除 %n 个令牌？记录将从存储中移除，只保留审计记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>连接配置：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) will be skipped (see above).</source>
        <translation>
            <numerusform>将跳过 %n 个令牌（见上文）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reason (optional, written to the audit log):</source>
        <translation>原因（可选，将写入审计日志）：</translation>
    </message>
    <message>
        <source>This is a production profile. Type its name, %1, to confirm.</source>
        <translation>这是生产环境配置。请输入其名称“%1”以确认。</translation>
    </message>
</context>
<context>
    <name>idem::ui::ConnectionFields</name>
    <message>
        <source>This URL cannot be shown as fields (several hosts, or an unusual form); use it as it is with idemctl or idemgate.</source>
        <translation>此 URL 无法拆分为各个字段（包含多个主机，或格式不常见）；请在 idemctl 或 idemgate 中直接使用它。</translation>
    </message>
    <message>
        <source>The store URL is longer than 4096 characters.</source>
        <translation>存储 URL 超过 4096 个字符。</translation>
    </message>
    <message>
        <source>A profile cannot keep sentinel_password (it would be saved in plain text); open this URL with idemscope --store, or give the sentinels no password of their own.</source>
        <translation>连接配置不能保存 sentinel_password（否则它会以明文保存）；请用 idemscope --store 打开此 URL，或不要为 Sentinel 节点单独设置密码。</translation>
    </message>
    <message>
        <source>Unknown store URL; expected sqlite:///abs/path.db, redis://..., rediss://..., redis+cluster://..., redis+sentinel://... or postgresql://...</source>
        <translation>无法识别的存储 URL；应为 sqlite:///abs/path.db、redis://...、rediss://...、redis+cluster://...、redis+sentinel://... 或 postgresql://...</translation>
    </message>
</context>
<context>
    <name>idem::ui::ConnectionProfiles</name>
    <message>
        <source>Demo</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>An embedded store with a gateway, the demo upstream and live traffic, started inside IdemScope.</source>
        <translation>在 IdemScope 内启动的嵌入式存储，附带网关、演示上游服务和实时流量。</translation>
    </message>
    <message>
        <source>Production: writes need the profile&apos;s name typed.</source>
        <translation>生产环境：写操作前需输入配置名称。</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Writes allowed</source>
        <translation>允许写操作</translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>连接配置需要名称。</translation>
    </message>
    <message>
        <source>A profile name has at most %1 characters.</source>
        <translation>配置名称最多 %1 个字符。</translation>
    </message>
    <message>
        <source>A profile name cannot contain control characters.</source>
        <translation>配置名称不能包含控制字符。</translation>
    </message>
    <message>
        <source>There are %1 profiles already; remove some first.</source>
        <translation>已有 %1 个连接配置；请先删除一些。</translation>
    </message>
    <message>
        <source>There is no such profile.</source>
        <translation>不存在该连接配置。</translation>
    </message>
    <message>
        <source>The Demo profile cannot be changed.</source>
        <translation>演示配置不能修改。</translation>
    </message>
    <message>
        <source>The Demo profile cannot be copied.</source>
        <translation>演示配置不能复制。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>The file is larger than %1 KiB.</source>
        <translation>文件大于 %1 KiB。</translation>
    </message>
    <message>
        <source>The file is not JSON: %1.</source>
        <translation>文件不是 JSON：%1。</translation>
    </message>
    <message>
        <source>The file is not an IdemScope connections export.</source>
        <translation>该文件不是 IdemScope 导出的连接。</translation>
    </message>
    <message>
        <source>The export&apos;s version is not supported (expected %1).</source>
        <translation>不支持该导出文件的版本（应为 %1）。</translation>
    </message>
    <message>
        <source>Importing would make more than %1 profiles.</source>
        <translation>导入后连接配置将超过 %1 个。</translation>
    </message>
    <message>
        <source>Opened from the command line; not saved.</source>
        <translation>从命令行打开；不会保存。</translation>
    </message>
</context>
<context>
    <name>idem::ui::ConnectionTester</name>
    <message>
        <source>There is no store file at %1 yet; connecting creates it.</source>
        <translation>%1 处尚无存储文件；连接时将创建它。</translation>
    </message>
    <message>
        <source>Connected to %1 %2.</source>
        <translation>已连接到 %1 %2。</translation>
    </message>
    <message>
        <source>Connection: %1.</source>
        <translation>连接方式：%1。</translation>
    </message>
    <message>
        <source>%1 tokens (%2 stuck).</source>
        <translation>%1 个令牌（%2 个卡住）。</translation>
    </message>
    <message>
        <source>The connection settings are not valid:</source>
        <translation>连接设置无效：</translation>
    </message>
    <message>
        <source>Cannot reach or open the store:</source>
        <translation>无法访问或打开存储：</translation>
    </message>
    <message>
        <source>The connection broke:</source>
        <translation>连接已中断：</translation>
    </message>
    <message>
        <source>The store did not answer in time:</source>
        <translation>存储未及时响应：</translation>
    </message>
    <message>
        <source>The store answers, but it is not ready for IdemScope:</source>
        <translation>存储有响应，但尚未为 IdemScope 准备就绪：</translation>
    </message>
    <message>
        <source>The store refuses writes:</source>
        <translation>存储拒绝写操作：</translation>
    </message>
    <message>
        <source>The store is busy; try again:</source>
        <translation>存储繁忙，请重试：</translation>
    </message>
    <message>
        <source>Not found:</source>
        <translation>未找到：</translation>
    </message>
    <message>
        <source>The test failed:</source>
        <translation>测试失败：</translation>
    </message>
</context>
<context>
    <name>idem::ui::ConnectionsPanel</name>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>移除(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Saved connections. Double-click or press Enter to connect.</source>
        <translation>已保存的连接。双击或按 Enter 键连接。</translation>
    </message>
    <message>
        <source>Reading the password of %1 from the keychain…</source>
        <translation>正在从钥匙串读取 %1 的密码…</translation>
    </message>
    <message>
        <source>The keychain has no password for %1.</source>
        <translation>钥匙串中没有 %1 的密码。</translation>
    </message>
    <message>
        <source>No keychain is available (%1).</source>
        <translation>没有可用的钥匙串（%1）。</translation>
    </message>
    <message>
        <source>Not connected to %1: no password was given.</source>
        <translation>未连接到 %1：未提供密码。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>The demo could not start: %1</source>
        <translation>演示无法启动：%1</translation>
    </message>
    <message>
        <source>Starting the demo: store, gateway, upstream and traffic…</source>
        <translation>正在启动演示：存储、网关、上游服务和流量…</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>新建连接</translation>
    </message>
    <message>
        <source>The profile was not saved: %1</source>
        <translation>连接配置未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>No keychain is available (%1): the password of %2 is kept in memory until IdemScope closes, and asked again next time.</source>
        <translation>没有可用的钥匙串（%1）：%2 的密码只保存在内存中，直到 IdemScope 关闭，下次会再次询问。</translation>
    </message>
    <message>
        <source>Created %1 (read-only).</source>
        <translation>已创建 %1（只读）。</translation>
    </message>
    <message>
        <source>Remove connection</source>
        <translation>移除连接</translation>
    </message>
    <message>
        <source>Remove the connection %1 and its saved password?</source>
        <translation>移除连接 %1 及其已保存的密码？</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>已移除 %1。</translation>
    </message>
    <message>
        <source>Import connections</source>
        <translation>导入连接</translation>
    </message>
    <message>
        <source>IdemScope connections (*.json);;All files (*)</source>
        <translation>IdemScope 连接 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message>
        <source>Export connections</source>
        <translation>导出连接</translation>
    </message>
    <message>
        <source>IdemScope connections (*.json)</source>
        <translation>IdemScope 连接 (*.json)</translation>
    </message>
    <message>
        <source>Exported the connections (without passwords).</source>
        <translation>已导出连接（不含密码）。</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n connection(s) (read-only); %1 skipped as invalid.</source>
        <translation>
            <numerusform>已导入 %n 个连接（只读）；%1 个无效，已跳过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n connection(s) (read-only).</source>
        <translation>
            <numerusform>已导入 %n 个连接（只读）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the client key&apos;s passphrase of %1 from the keychain…</source>
        <translation>正在从钥匙串读取 %1 的客户端密钥口令…</translation>
    </message>
    <message>
        <source>The keychain has no passphrase for the client key of %1 (sslpassword).</source>
        <translation>钥匙串中没有 %1 的客户端密钥口令（sslpassword）。</translation>
    </message>
    <message>
        <source>No keychain is available (%1). Type the passphrase of the client key (sslpassword).</source>
        <translation>没有可用的钥匙串（%1）。请输入客户端密钥的口令（sslpassword）。</translation>
    </message>
</context>
<context>
    <name>idem::ui::DashboardPage</name>
    <message>
        <source>Acquired</source>
        <translation>已获取</translation>
    </message>
    <message>
        <source>Replayed</source>
        <translation>已重放</translation>
    </message>
    <message>
        <source>In flight (409)</source>
        <translation>处理中冲突 (409)</translation>
    </message>
    <message>
        <source>Mismatch (422)</source>
        <translation>不匹配 (422)</translation>
    </message>
    <message>
        <source>Released (upstream failed)</source>
        <translation>已释放（上游服务失败）</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>存储不可用</translation>
    </message>
    <message>
        <source>Not guarded</source>
        <translation>未受保护</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Export to %1 failed: %2</source>
        <translation>导出到 %1 失败：%2</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>范围(&amp;R)：</translation>
    </message>
    <message>
        <source>Last 5 minutes</source>
        <translation>最近 5 分钟</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>最近 1 小时</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Stop refreshing; what is shown stays for reading.</source>
        <translation>停止刷新；当前显示的内容保留以便查看。</translation>
    </message>
    <message>
        <source>Gateway &amp;metrics:</source>
        <translation>网关指标(&amp;M)：</translation>
    </message>
    <message>
        <source>http://gateway:9091/metrics (optional)</source>
        <translation>http://gateway:9091/metrics（可选）</translation>
    </message>
    <message>
        <source>A gateway&apos;s Prometheus endpoint (idemgate --metrics-listen): requests per second by outcome, error rate and latency.</source>
        <translation>网关的 Prometheus 端点（idemgate --metrics-listen）：按结果划分的每秒请求数、错误率和延迟。</translation>
    </message>
    <message>
        <source>&amp;Thresholds…</source>
        <translation>阈值(&amp;T)…</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>导出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Duplicate ratio</source>
        <translation>重复请求率</translation>
    </message>
    <message>
        <source>Repeats of a key the guard intercepted (replayed, 409, 422) among all arrivals of a key, over the range.</source>
        <translation>在所选范围内，被拦截的重复键请求（重放、409、422）占所有带键请求的比例。</translation>
    </message>
    <message>
        <source>Stuck tokens</source>
        <translation>卡住的令牌</translation>
    </message>
    <message>
        <source>Processing tokens whose lease has lapsed: their owner is gone. Now.</source>
        <translation>租约已失效的处理中令牌：其持有者已不在。当前值。</translation>
    </message>
    <message>
        <source>Gateway error rate</source>
        <translation>网关错误率</translation>
    </message>
    <message>
        <source>Requests the gateway answered with a 5xx (upstream failed or timed out, store unavailable) among all, since the previous scrape.</source>
        <translation>自上次抓取以来，网关以 5xx 应答的请求（上游服务失败或超时、存储不可用）占全部请求的比例。</translation>
    </message>
    <message>
        <source>Gateway p99 latency</source>
        <translation>网关 p99 延迟</translation>
    </message>
    <message>
        <source>99th percentile of the gateway&apos;s request duration since the previous scrape (p50 below it).</source>
        <translation>自上次抓取以来网关请求耗时的第 99 百分位（下方为 p50）。</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>获取</translation>
    </message>
    <message>
        <source>Duplicates intercepted</source>
        <translation>已拦截的重复请求</translation>
    </message>
    <message>
        <source>Released, taken over, expired</source>
        <translation>已释放、已接管、已过期</translation>
    </message>
    <message>
        <source>Gateway requests by outcome</source>
        <translation>按结果划分的网关请求</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>每秒</translation>
    </message>
    <message>
        <source>Gateway latency</source>
        <translation>网关延迟</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Tokens by state now</source>
        <translation>当前各状态的令牌</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Not an http:// or https:// URL: %1</source>
        <translation>不是 http:// 或 https:// URL：%1</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>每 %1</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>处理中</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>卡住</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Gateway requests (no metrics URL)</source>
        <translation>网关请求（无指标 URL）</translation>
    </message>
    <message>
        <source>Gateway latency (no metrics URL)</source>
        <translation>网关延迟（无指标 URL）</translation>
    </message>
    <message>
        <source>%1 · warning above %2</source>
        <translation>%1 · 高于 %2 时警告</translation>
    </message>
    <message>
        <source>now · warning above %1</source>
        <translation>当前 · 高于 %1 时警告</translation>
    </message>
    <message>
        <source>no metrics URL</source>
        <translation>无指标 URL</translation>
    </message>
    <message>
        <source>after two scrapes</source>
        <translation>两次抓取之后显示</translation>
    </message>
    <message>
        <source>%1 req/s · critical above %2</source>
        <translation>%1 请求/秒 · 高于 %2 时严重</translation>
    </message>
    <message>
        <source>p50 %1 · warning above %2</source>
        <translation>p50 %1 · 高于 %2 时警告</translation>
    </message>
    <message>
        <source>no requests since the previous scrape</source>
        <translation>自上次抓取以来没有请求</translation>
    </message>
    <message>
        <source>Store counters read %1</source>
        <translation>存储计数器读取于 %1</translation>
    </message>
    <message>
        <source>Store counters not read yet</source>
        <translation>尚未读取存储计数器</translation>
    </message>
    <message>
        <source>%1 · paused</source>
        <translation>%1 · 已暂停</translation>
    </message>
    <message>
        <source>Metrics: %1</source>
        <translation>指标：%1</translation>
    </message>
    <message numerus="yes">
        <source>Metrics: %n scrape(s) read</source>
        <translation>
            <numerusform>指标：已读取 %n 次抓取</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 于 %2：%3</translation>
    </message>
    <message>
        <source>The image could not be encoded as PNG.</source>
        <translation>无法将图像编码为 PNG。</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export the dashboard as an image</source>
        <translation>将仪表板导出为图像</translation>
    </message>
    <message>
        <source>Export the charts&apos; data</source>
        <translation>导出图表数据</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>已生成</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>已释放</translation>
    </message>
    <message>
        <source>Taken over</source>
        <translation>已接管</translation>
    </message>
</context>
<context>
    <name>idem::ui::DemoRuntime</name>
    <message>
        <source>Cannot create a temporary folder for the demo: %1</source>
        <translation>无法为演示创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>The demo upstream cannot listen: %1</source>
        <translation>演示上游服务无法监听：%1</translation>
    </message>
    <message>
        <source>The demo gateway&apos;s settings are refused: %1</source>
        <translation>演示网关的设置被拒绝：%1</translation>
    </message>
    <message>
        <source>The demo gateway cannot listen: %1</source>
        <translation>演示网关无法监听：%1</translation>
    </message>
</context>
<context>
    <name>idem::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System (%1)</source>
        <comment>the language of the operating system</comment>
        <translation>跟随系统(&amp;S)（%1）</translation>
    </message>
</context>
<context>
    <name>idem::ui::MainWindow</name>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Export to %1 failed: %2</source>
        <translation>导出到 %1 失败：%2</translation>
    </message>
    <message>
        <source>The profile %1 is read-only: allow writes on the profile first.</source>
        <translation>连接配置 %1 为只读：请先在该配置中允许写操作。</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Another action is still running.</source>
        <translation>另一个操作仍在进行中。</translation>
    </message>
    <message>
        <source>Select one or more tokens first.</source>
        <translation>请先选择一个或多个令牌。</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 on %n token(s)…</source>
        <translation>
            <numerusform>正在对 %n 个令牌执行 %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Released %n token(s).</source>
        <translation>
            <numerusform>已释放 %n 个令牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expired %n token(s).</source>
        <translation>
            <numerusform>已使 %n 个令牌过期。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n token(s).</source>
        <translation>
            <numerusform>已删除 %n 个令牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n failed; the first: %2</source>
        <translation>
            <numerusform>%1 %n 个失败；第一个：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n key(s).</source>
        <translation>
            <numerusform>已复制 %n 个键。</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the loaded tokens</source>
        <translation>导出已加载的令牌</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens selected.</source>
        <translation>
            <numerusform>已选择 %n 个令牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is no longer in the store.</source>
        <translation>%1 已不在存储中。</translation>
    </message>
    <message>
        <source>Read-only profile: allow writes on the profile first.</source>
        <translation>只读配置：请先在该配置中允许写操作。</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>处理中</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>卡住</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>Show only these tokens</source>
        <translation>只显示这些令牌</translation>
    </message>
    <message>
        <source>Stuck tokens are counted here too.</source>
        <translation>卡住的令牌也计入此处。</translation>
    </message>
    <message>
        <source>Processing tokens whose lease has lapsed: their owner is gone.</source>
        <translation>租约已失效的处理中令牌：其持有者已不在。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>审计</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tokens</source>
        <translation>令牌(&amp;T)</translation>
    </message>
    <message>
        <source>Token actions</source>
        <translation>令牌操作</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Release…</source>
        <translation>释放(&amp;R)…</translation>
    </message>
    <message>
        <source>E&amp;xpire now…</source>
        <translation>立即过期(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Copy key</source>
        <translation>复制键(&amp;C)</translation>
    </message>
    <message>
        <source>Open in &amp;workbench</source>
        <translation>在工作台中打开(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export view…</source>
        <translation>导出视图(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Filter by key</source>
        <translation>按键筛选(&amp;F)</translation>
    </message>
    <message>
        <source>Show &amp;stuck tokens</source>
        <translation>显示卡住的令牌(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause live refresh</source>
        <translation>暂停实时刷新(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>审计日志(&amp;A)</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>加载更多</translation>
    </message>
    <message>
        <source>IdemScope — %1</source>
        <translation>IdemScope — %1</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>%1 (production)</source>
        <translation>%1（生产环境）</translation>
    </message>
    <message>
        <source>%1 loaded</source>
        <translation>已加载 %1 个</translation>
    </message>
    <message>
        <source>%1 loaded of about %2</source>
        <translation>已加载 %1 个，共约 %2 个</translation>
    </message>
    <message>
        <source>%1 loaded (%2 read) of at most %3</source>
        <translation>已加载 %1 个（已读取 %2 个），最多 %3 个</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Last refresh %1</source>
        <translation>上次刷新 %1</translation>
    </message>
    <message>
        <source>Not refreshed yet</source>
        <translation>尚未刷新</translation>
    </message>
    <message>
        <source>%1 · paused</source>
        <translation>%1 · 已暂停</translation>
    </message>
    <message>
        <source>Invalid input</source>
        <translation>输入无效</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>Store busy, try again</source>
        <translation>存储繁忙，请重试</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>连接已断开</translation>
    </message>
    <message>
        <source>Outcome unknown</source>
        <translation>结果未知</translation>
    </message>
    <message>
        <source>Store unavailable</source>
        <translation>存储不可用</translation>
    </message>
    <message>
        <source>Not an IdemScope store</source>
        <translation>不是 IdemScope 存储</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>内部错误</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>仪表板</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>仪表板(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About IdemScope</source>
        <translation>关于 IdemScope(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>idem::ui::MetricsScraper</name>
    <message>
        <source>The metrics of %1 are larger than %2 MiB.</source>
        <translation>%1 的指标大于 %2 MiB。</translation>
    </message>
    <message>
        <source>No answer from %1 within %2 s.</source>
        <translation>%1 在 %2 秒内没有应答。</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2.</source>
        <translation>%1 应答了 HTTP %2。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The metrics of %1 do not parse: %2</source>
        <translation>无法解析 %1 的指标：%2</translation>
    </message>
</context>
<context>
    <name>idem::ui::PasswordDialog</name>
    <message>
        <source>Password for %1</source>
        <translation>%1 的密码</translation>
    </message>
    <message>
        <source>The password is kept in memory until IdemScope closes; it is never written to disk.</source>
        <translation>密码只保存在内存中，直到 IdemScope 关闭；绝不会写入磁盘。</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>idem::ui::ProfileEditor</name>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Store &amp;URL:</source>
        <translation>存储 &amp;URL：</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>后端(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation>用户(&amp;S)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>Names&amp;pace:</source>
        <translation>命名空间(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>布局(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>表(&amp;T)：</translation>
    </message>
    <message>
        <source>TLS:</source>
        <translation>TLS：</translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation>CA 证书：</translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation>客户端证书：</translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation>客户端私钥：</translation>
    </message>
    <message>
        <source>Server name (SNI):</source>
        <translation>服务器名称 (SNI)：</translation>
    </message>
    <message>
        <source>SQLite store file</source>
        <translation>SQLite 存储文件</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite 数据库 (*.db *.sqlite *.sqlite3);;所有文件 (*)</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>新建连接</translation>
    </message>
    <message>
        <source>Edit connection</source>
        <translation>编辑连接</translation>
    </message>
    <message>
        <source>Paste a store URL: sqlite:///..., redis://..., rediss://..., postgresql://...</source>
        <translation>粘贴存储 URL：sqlite:///...、redis://...、rediss://...、postgresql://...</translation>
    </message>
    <message>
        <source>&amp;Fill fields</source>
        <translation>填入字段(&amp;F)</translation>
    </message>
    <message>
        <source>SQLite file</source>
        <translation>SQLite 文件</translation>
    </message>
    <message>
        <source>Redis</source>
        <translation>Redis</translation>
    </message>
    <message>
        <source>PostgreSQL</source>
        <translation>PostgreSQL</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>浏览(&amp;W)…</translation>
    </message>
    <message>
        <source>The store needs a password (kept in the system keychain, or asked at connect time)</source>
        <translation>存储需要密码（保存在系统钥匙串中，或在连接时询问）</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>native (IdemScope&apos;s own)</source>
        <translation>native（IdemScope 自有布局）</translation>
    </message>
    <message>
        <source>seed (idempotency:token:&lt;key&gt;)</source>
        <translation>seed（idempotency:token:&lt;key&gt;）</translation>
    </message>
    <message>
        <source>Use TLS</source>
        <translation>使用 TLS</translation>
    </message>
    <message>
        <source>Verify the server&apos;s certificate and name</source>
        <translation>验证服务器的证书和名称</translation>
    </message>
    <message>
        <source>Certificate verification is off: anyone on the network path can pose as the server and read or change tokens.</source>
        <translation>证书验证已关闭：网络路径上的任何人都可以冒充服务器，读取或篡改令牌。</translation>
    </message>
    <message>
        <source>Allow writes (release, expire, delete)</source>
        <translation>允许写操作（释放、使过期、删除）</translation>
    </message>
    <message>
        <source>Every new profile is read-only; allow writes by editing the profile once it is saved.</source>
        <translation>每个新的连接配置都是只读的；保存后再编辑该配置即可允许写操作。</translation>
    </message>
    <message>
        <source>Production (type the profile&apos;s name before any write)</source>
        <translation>生产环境（每次写操作前需输入配置名称）</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>/absolute/path/to/tokens.db</source>
        <translation>/绝对路径/tokens.db</translation>
    </message>
    <message>
        <source>0–15 (default 0)</source>
        <translation>0–15（默认 0）</translation>
    </message>
    <message>
        <source>database name</source>
        <translation>数据库名称</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>连接配置需要名称。</translation>
    </message>
</context>
<context>
    <name>idem::ui::RequestCompareDialog</name>
    <message>
        <source>Compare with the stored request — %1</source>
        <translation>与已存储的请求比较 — %1</translation>
    </message>
    <message>
        <source>Token %1 was never used for a request: nothing is stored to compare with.</source>
        <translation>令牌 %1 从未用于任何请求：没有可比较的已存储请求。</translation>
    </message>
    <message>
        <source>Stored for token %1: %2 %3, fingerprint %4.</source>
        <translation>令牌 %1 已存储的请求：%2 %3，指纹 %4。</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>方法(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Path</source>
        <translation>路径(&amp;P)</translation>
    </message>
    <message>
        <source>The other request&apos;s body (paste it, or load it from a file):</source>
        <translation>另一个请求的请求体（粘贴，或从文件载入）：</translation>
    </message>
    <message>
        <source>&amp;Load body from file…</source>
        <translation>从文件载入请求体(&amp;L)…</translation>
    </message>
    <message>
        <source>Stored body sample (−) against the other body (+):</source>
        <translation>已存储的请求体样本（−）与另一个请求体（+）的对比：</translation>
    </message>
    <message>
        <source>No stored request to compare with.</source>
        <translation>没有可比较的已存储请求。</translation>
    </message>
    <message>
        <source>The same request: its fingerprint matches the stored one, so a retry with this key is answered from the stored response (or waits while the first attempt runs) — never 422.</source>
        <translation>同一个请求：指纹与已存储的一致，因此用此键重试会得到已存储的响应（首次尝试仍在运行时则需等待），绝不会得到 422。</translation>
    </message>
    <message>
        <source>A different request: its fingerprint does not match the stored one, so a retry with this key gets 422 (mismatch).</source>
        <translation>不同的请求：指纹与已存储的不一致，因此用此键重试会得到 422（不匹配）。</translation>
    </message>
    <message>
        <source>The method differs (stored: %1).</source>
        <translation>方法不同（已存储：%1）。</translation>
    </message>
    <message>
        <source>The path differs (stored: %1).</source>
        <translation>路径不同（已存储：%1）。</translation>
    </message>
    <message numerus="yes">
        <source>The bodies differ in %n line(s) below.</source>
        <translation>
            <numerusform>两个请求体在下方 %n 行上不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>Both bodies read the same as JSON: they differ in spacing, key order or number notation, which the fingerprint sees.</source>
        <translation>两个请求体作为 JSON 内容相同：差别在于空白、字段顺序或数字写法，而指纹会区分这些差别。</translation>
    </message>
    <message>
        <source>The stored sample keeps the first %1 bytes of the body; the bodies differ after them.</source>
        <translation>已存储的样本只保留请求体的前 %1 字节；两个请求体的差别在这之后。</translation>
    </message>
    <message>
        <source>The bodies differ in bytes that are not shown as text (encoding or line endings).</source>
        <translation>两个请求体的差别在于无法以文本显示的字节（编码或换行符）。</translation>
    </message>
    <message>
        <source>Only the first %1 bytes are compared: the record keeps no more.</source>
        <translation>只比较前 %1 字节：记录不保留更多内容。</translation>
    </message>
    <message>
        <source>The bodies are too different to align line by line: shown as one removed and one added block.</source>
        <translation>两个请求体差别太大，无法逐行对齐：显示为一个删除块和一个新增块。</translation>
    </message>
    <message>
        <source>Load the other request&apos;s body</source>
        <translation>载入另一个请求的请求体</translation>
    </message>
    <message>
        <source>%1 is larger than 1 MiB; not loaded.</source>
        <translation>%1 大于 1 MiB，未载入。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>idem::ui::ScenarioPage</name>
    <message>
        <source>the kind&apos;s default</source>
        <translation>场景默认值</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>optional: the upstream&apos;s execution counts</source>
        <translation>可选：上游服务的执行计数</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>请求数：</translation>
    </message>
    <message>
        <source>Concurrency:</source>
        <translation>并发数：</translation>
    </message>
    <message>
        <source>Duplicate ratio:</source>
        <translation>重复请求率：</translation>
    </message>
    <message>
        <source>Stop after:</source>
        <translation>最长运行：</translation>
    </message>
    <message>
        <source>Stats URL:</source>
        <translation>统计 URL：</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>保存报告…</translation>
    </message>
    <message>
        <source>The request composed in the Workbench is sent with a fresh key per planned key.</source>
        <translation>发送在工作台中编写的请求；计划中的每个键都换用一个新生成的键。</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>normal — every request a fresh key</source>
        <translation>常规 — 每个请求使用新键</translation>
    </message>
    <message>
        <source>duplicates — the same keys again and again</source>
        <translation>重复 — 反复使用相同的键</translation>
    </message>
    <message>
        <source>mixed — fresh and duplicate requests</source>
        <translation>混合 — 新请求与重复请求</translation>
    </message>
    <message>
        <source>burst — ten times the concurrency at once</source>
        <translation>突发 — 一次发出十倍并发</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>answers/s</source>
        <translation>应答/秒</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Latency histogram (each bar: up to its label)</source>
        <translation>延迟直方图（每根柱：不超过其标签值）</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Stopped at the duration bound.</source>
        <translation>已达到时长上限，运行停止。</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>运行完成。</translation>
    </message>
    <message>
        <source>%1 of %2 requests sent, %3 answered in %4.
</source>
        <translation>已发送 %1 个请求，共 %2 个；%3 个得到应答，用时 %4。
</translation>
    </message>
    <message>
        <source>QPS %1 · concurrency %2
</source>
        <translation>QPS %1 · 并发数 %2
</translation>
    </message>
    <message>
        <source>Latency p50 %1 · p95 %2 · p99 %3
</source>
        <translation>延迟 p50 %1 · p95 %2 · p99 %3
</translation>
    </message>
    <message>
        <source>Errors %1 (%2 %)
</source>
        <translation>错误 %1（%2 %）
</translation>
    </message>
    <message>
        <source>Duplicates intercepted: %1 of %2 (%3 %, from the %4)
</source>
        <translation>已拦截的重复请求：%1 个，共 %2 个（%3 %，依据%4）
</translation>
    </message>
    <message>
        <source>upstream&apos;s execution counts</source>
        <translation>上游服务的执行计数</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>应答</translation>
    </message>
    <message>
        <source>%1 key(s) ran %2×</source>
        <translation>%1 个键执行了 %2 次</translation>
    </message>
    <message>
        <source>Executions per key: %1</source>
        <translation>每个键的执行次数：%1</translation>
    </message>
    <message>
        <source>No scenario has run yet.</source>
        <translation>尚未运行任何场景。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Save scenario report</source>
        <translation>保存场景报告</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML 报告 (*.html)</translation>
    </message>
    <message>
        <source>Report saved: %1 (samples next to it, .csv)</source>
        <translation>报告已保存：%1（样本保存在同一目录，.csv）</translation>
    </message>
</context>
<context>
    <name>idem::ui::StoreWorker</name>
    <message>
        <source>This connection profile is read-only; allow writes on the profile first.</source>
        <translation>此连接配置为只读；请先在该配置中允许写操作。</translation>
    </message>
    <message>
        <source>Not run: the connection was closed.</source>
        <translation>未执行：连接已关闭。</translation>
    </message>
    <message>
        <source>Not run: the store could not be opened.</source>
        <translation>未执行：无法打开存储。</translation>
    </message>
</context>
<context>
    <name>idem::ui::ThresholdsDialog</name>
    <message>
        <source>Dashboard thresholds</source>
        <translation>仪表板阈值</translation>
    </message>
    <message>
        <source>A figure above its threshold is shown in the colour of its alert: red for critical, amber for a warning. The error rate and p99 defaults are the seed&apos;s alert plan.</source>
        <translation>超过阈值的数值以其告警颜色显示：严重为红色，警告为琥珀色。错误率和 p99 的默认值来自种子方案的告警规划。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Error rate above (critical):</source>
        <translation>错误率高于（严重）：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>p99 latency above (warning):</source>
        <translation>p99 延迟高于（警告）：</translation>
    </message>
    <message>
        <source>Duplicate ratio above (warning):</source>
        <translation>重复请求率高于（警告）：</translation>
    </message>
    <message>
        <source>Stuck tokens above (warning):</source>
        <translation>卡住的令牌多于（警告）：</translation>
    </message>
</context>
<context>
    <name>idem::ui::TokenAction</name>
    <message>
        <source>skipped: only processing tokens can be released</source>
        <translation>跳过：只有处理中的令牌才能释放</translation>
    </message>
    <message>
        <source>skipped: its owner still holds a live lease</source>
        <translation>跳过：其持有者仍持有有效租约</translation>
    </message>
    <message>
        <source>skipped: expired already</source>
        <translation>跳过：已过期</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
</context>
<context>
    <name>idem::ui::TokenDetailsPane</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>重放次数</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>防护计数</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Request body sample</source>
        <translation>请求体样本</translation>
    </message>
    <message>
        <source>Stored response</source>
        <translation>已存储的响应</translation>
    </message>
    <message>
        <source>(empty body)</source>
        <translation>（空响应体）</translation>
    </message>
    <message numerus="yes">
        <source>(%n byte(s) of binary data)</source>
        <translation>
            <numerusform>（%n 字节二进制数据）</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a token to see its details.</source>
        <translation>选择一个令牌以查看其详细信息。</translation>
    </message>
    <message>
        <source>(default scope — shared by every caller)</source>
        <translation>（默认作用域 — 所有调用方共享）</translation>
    </message>
    <message>
        <source>%1 — lease %2 left</source>
        <translation>%1 — 租约剩余 %2</translation>
    </message>
    <message>
        <source>%1 — lease lapsed %2 ago</source>
        <translation>%1 — 租约已于 %2 前失效</translation>
    </message>
    <message>
        <source>(not used yet)</source>
        <translation>（尚未使用）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>issued</source>
        <translation>已签发</translation>
    </message>
    <message>
        <source>acquired (fence %1)</source>
        <translation>已获取（防护计数 %1）</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>released</source>
        <translation>已释放</translation>
    </message>
    <message>
        <source>lease lapsed</source>
        <translation>租约失效</translation>
    </message>
    <message>
        <source>lease until</source>
        <translation>租约到期</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>expires</source>
        <translation>过期时间</translation>
    </message>
    <message>
        <source>read from the store</source>
        <translation>从存储读取</translation>
    </message>
    <message>
        <source>last change</source>
        <translation>最后更改</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>(none kept)</source>
        <translation>（未保留）</translation>
    </message>
    <message>
        <source>(no response stored)</source>
        <translation>（未存储响应）</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Compare with another request…</source>
        <translation>与另一个请求比较…</translation>
    </message>
    <message>
        <source>Why did a retry get 422? Paste the other request&apos;s body to see whether its fingerprint matches and how the bodies differ.</source>
        <translation>重试为什么得到 422？粘贴另一个请求的请求体，查看其指纹是否一致以及请求体有何不同。</translation>
    </message>
    <message>
        <source>%1 — answer lost: the gateway stored this problem in place of the upstream&apos;s answer</source>
        <translation>%1 — 响应丢失：网关存储了这个问题，代替上游服务的响应</translation>
    </message>
</context>
<context>
    <name>idem::ui::TokenFilterBar</name>
    <message>
        <source>&amp;State</source>
        <translation>状态(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Prefix</source>
        <translation>前缀(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xact key</source>
        <translation>精确键(&amp;X)</translation>
    </message>
    <message>
        <source>S&amp;cope</source>
        <translation>作用域(&amp;C)</translation>
    </message>
    <message>
        <source>Pat&amp;h</source>
        <translation>路径(&amp;H)</translation>
    </message>
    <message>
        <source>Older &amp;than</source>
        <translation>存在超过(&amp;T)</translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation>刷新间隔</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>处理中</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>卡住</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>Stuck: processing tokens whose owner&apos;s lease lapsed.</source>
        <translation>卡住：持有者租约已失效的处理中令牌。</translation>
    </message>
    <message>
        <source>e.g. PAY_</source>
        <translation>例如 PAY_</translation>
    </message>
    <message>
        <source>one key</source>
        <translation>单个键</translation>
    </message>
    <message>
        <source>All scopes</source>
        <translation>所有作用域</translation>
    </message>
    <message>
        <source>(default scope)</source>
        <translation>（默认作用域）</translation>
    </message>
    <message>
        <source>Choose, or type a scope name and press Return.</source>
        <translation>选择作用域，或输入作用域名称后按回车键。</translation>
    </message>
    <message>
        <source>e.g. /payments</source>
        <translation>例如 /payments</translation>
    </message>
    <message>
        <source>e.g. 5m</source>
        <translation>例如 5m</translation>
    </message>
    <message>
        <source>Only tokens at least this old: 30s, 5m, 2h, 1d.</source>
        <translation>只显示至少这么久之前创建的令牌：30s、5m、2h、1d。</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear every filter</source>
        <translation>清除所有筛选条件</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How often the counts refresh.</source>
        <translation>计数的刷新频率。</translation>
    </message>
    <message>
        <source>Pause the live refresh</source>
        <translation>暂停实时刷新</translation>
    </message>
</context>
<context>
    <name>idem::ui::TokenTableModel</name>
    <message>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>卡住</translation>
    </message>
    <message>
        <source>processing</source>
        <translation>处理中</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>lease %1</source>
        <translation>租约 %1</translation>
    </message>
    <message>
        <source>lapsed %1 ago</source>
        <translation>%1 前失效</translation>
    </message>
    <message>
        <source>Expired: the store may purge it at any time.</source>
        <translation>已过期：存储随时可能将其清除。</translation>
    </message>
    <message>
        <source>Lease: its owner holds it for %1 more; it expires in %2.</source>
        <translation>租约：其持有者还将持有 %1；令牌将在 %2 后过期。</translation>
    </message>
    <message>
        <source>Stuck: the owner&apos;s lease lapsed %1 ago; nobody is working on it. Release it to let a retry through.</source>
        <translation>卡住：持有者的租约已于 %1 前失效，没有人在处理它。释放后，重试请求即可通过。</translation>
    </message>
    <message>
        <source>Expires in %1.</source>
        <translation>%1 后过期。</translation>
    </message>
    <message>
        <source>Processing: the owner&apos;s lease (&quot;lapsed&quot; when stuck). Otherwise: the time until the token expires.</source>
        <translation>处理中：持有者的租约（卡住时显示“失效”）。其他状态：距令牌过期的时间。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在时长</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态码</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>重放次数</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>持有者</translation>
    </message>
    <message>
        <source>answer lost</source>
        <translation>响应丢失</translation>
    </message>
</context>
<context>
    <name>idem::ui::WorkbenchPage</name>
    <message>
        <source>
… (%1 bytes in all)</source>
        <translation>
…（共 %1 字节）</translation>
    </message>
    <message>
        <source>Workbench</source>
        <translation>工作台</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重放</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>集合</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>标头</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态码</translation>
    </message>
    <message>
        <source>Replayed?</source>
        <translation>是否重放</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Variation</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>实际情况</translation>
    </message>
    <message>
        <source>IETF draft (draft-ietf-httpapi-idempotency-key-header)</source>
        <translation>IETF 草案（draft-ietf-httpapi-idempotency-key-header）</translation>
    </message>
    <message>
        <source>Stripe-like</source>
        <translation>Stripe 风格</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Save request</source>
        <translation>保存请求</translation>
    </message>
    <message>
        <source>Name in the collection:</source>
        <translation>在集合中的名称：</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8088/orders</source>
        <translation>http://127.0.0.1:8088/orders</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>发送(&amp;S)</translation>
    </message>
    <message>
        <source>Import curl…</source>
        <translation>导入 curl…</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>复制为 curl</translation>
    </message>
    <message>
        <source>The request is on the clipboard as a curl command.</source>
        <translation>已将请求作为 curl 命令复制到剪贴板。</translation>
    </message>
    <message>
        <source>no key: the request is sent without one</source>
        <translation>无键：请求将不带键发送</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新键</translation>
    </message>
    <message>
        <source>Generate uuid</source>
        <translation>生成 uuid</translation>
    </message>
    <message>
        <source>Generate business key</source>
        <translation>生成业务键</translation>
    </message>
    <message>
        <source>Issue from the gateway (POST /idempotency/tokens)</source>
        <translation>从网关签发（POST /idempotency/tokens）</translation>
    </message>
    <message>
        <source>Key header:</source>
        <translation>键标头：</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>键：</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>添加标头</translation>
    </message>
    <message>
        <source>Request body</source>
        <translation>请求体</translation>
    </message>
    <message>
        <source>Pretty-print JSON</source>
        <translation>格式化 JSON</translation>
    </message>
    <message>
        <source>Nothing sent yet.</source>
        <translation>尚未发送任何请求。</translation>
    </message>
    <message>
        <source>1 (one after another)</source>
        <translation>1（逐个发送）</translation>
    </message>
    <message>
        <source>optional: the upstream&apos;s execution counts, e.g. http://127.0.0.1:9000/orders/stats</source>
        <translation>可选：上游服务的执行计数，例如 http://127.0.0.1:9000/orders/stats</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>重放(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Times:</source>
        <translation>次数：</translation>
    </message>
    <message>
        <source>At a time:</source>
        <translation>并发数：</translation>
    </message>
    <message>
        <source>Expected executions:</source>
        <translation>预期执行次数：</translation>
    </message>
    <message>
        <source>Stats URL:</source>
        <translation>统计 URL：</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>规范：</translation>
    </message>
    <message>
        <source>changed body</source>
        <translation>改动请求体</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>无键</translation>
    </message>
    <message>
        <source>two at once</source>
        <translation>同时两个</translation>
    </message>
    <message>
        <source>other scope</source>
        <translation>其他作用域</translation>
    </message>
    <message>
        <source>Run variations</source>
        <translation>运行变体</translation>
    </message>
    <message>
        <source>Composed from token %1.</source>
        <translation>已根据令牌 %1 编写请求。</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>未导入：%1</translation>
    </message>
    <message>
        <source>Imported from curl.</source>
        <translation>已从 curl 导入。</translation>
    </message>
    <message>
        <source>Import from curl</source>
        <translation>从 curl 导入</translation>
    </message>
    <message>
        <source>Paste a curl command (as browsers&apos; &quot;Copy as cURL&quot; writes it):</source>
        <translation>粘贴 curl 命令（即浏览器“复制为 cURL”生成的格式）：</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>正在发送…</translation>
    </message>
    <message>
        <source>No answer: %1 (after %2)</source>
        <translation>无应答：%1（%2 后）</translation>
    </message>
    <message>
        <source>HTTP %1 %2 in %3%4</source>
        <translation>HTTP %1 %2，用时 %3%4</translation>
    </message>
    <message>
        <source> — replayed (Idempotent-Replayed: true)</source>
        <translation> — 已重放（Idempotent-Replayed: true）</translation>
    </message>
    <message>
        <source>The gateway answered from its store: the work did not run again.</source>
        <translation>网关以存储中的响应作答：该操作没有再次执行。</translation>
    </message>
    <message numerus="yes">
        <source>Replaying %n time(s)…</source>
        <translation>
            <numerusform>正在重放 %n 次…</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>(executions counted by the upstream)</source>
        <translation>（执行次数由上游服务统计）</translation>
    </message>
    <message>
        <source>(executions as the answers show them; no stats URL)</source>
        <translation>（执行次数依据应答判断；无统计 URL）</translation>
    </message>
    <message>
        <source>PASS: %1 %2</source>
        <translation>通过：%1 %2</translation>
    </message>
    <message>
        <source>FAIL: %1. %2</source>
        <translation>未通过：%1。%2</translation>
    </message>
    <message>
        <source>%1 of %2 variations conform.</source>
        <translation>%2 个变体中有 %1 个符合规范。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Give the gateway&apos;s URL first.</source>
        <translation>请先填写网关的 URL。</translation>
    </message>
    <message>
        <source>Asking %1 for a token…</source>
        <translation>正在向 %1 申请令牌…</translation>
    </message>
    <message>
        <source>The gateway did not issue a token (HTTP %1).</source>
        <translation>网关未签发令牌（HTTP %1）。</translation>
    </message>
    <message>
        <source>The gateway did not answer: %1</source>
        <translation>网关没有应答：%1</translation>
    </message>
    <message>
        <source>Token issued by the gateway.</source>
        <translation>令牌已由网关签发。</translation>
    </message>
    <message>
        <source>No body.</source>
        <translation>无请求体。</translation>
    </message>
    <message>
        <source>Valid JSON.</source>
        <translation>JSON 有效。</translation>
    </message>
    <message>
        <source>Not JSON (%1 at %2); sent as text.</source>
        <translation>不是 JSON（位置 %2：%1）；将作为文本发送。</translation>
    </message>
    <message>
        <source>The body is not JSON: %1.</source>
        <translation>请求体不是 JSON：%1。</translation>
    </message>
    <message>
        <source>Saved as &quot;%1&quot;.</source>
        <translation>已保存为“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>%n execution(s)</source>
        <translation>
            <numerusform>%n 次执行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s)</source>
        <translation>
            <numerusform>%n 次重放</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in flight (409)</source>
        <translation>
            <numerusform>%n 次处理中冲突 (409)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a verdict&apos;s summary</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>Double-click to compare the stored body with the mismatching one.</source>
        <translation>双击以比较已存储的请求体与不匹配的请求体。</translation>
    </message>
    <message>
        <source>Credentials are never saved: type %1 again before sending (the value %2 stands for it).</source>
        <translation>凭据从不保存：发送前请重新输入 %1（值 %2 代表它）。</translation>
    </message>
</context>
<context>
    <name>idem::ui::charts::BarChart</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>idem::ui::charts::TimeChart</name>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2：%3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>IdemScope console: browse idempotency tokens.</source>
        <translation>IdemScope 控制台：浏览幂等令牌。</translation>
    </message>
    <message>
        <source>Store URL (default: $IDEMSCOPE_STORE, else the default file).</source>
        <translation>存储 URL（默认：$IDEMSCOPE_STORE，否则使用默认文件）。</translation>
    </message>
    <message>
        <source>Open the built-in Demo: a temporary store with an in-process gateway, demo upstream and live traffic.</source>
        <translation>打开内置演示：临时存储，附带进程内网关、演示上游服务和实时流量。</translation>
    </message>
    <message>
        <source>Allow release, expire and delete on the --store connection (read-only without it; the demo always allows them).</source>
        <translation>允许在 --store 连接上释放、使过期和删除（不加此选项时为只读；演示始终允许）。</translation>
    </message>
    <message>
        <source>Save the window as a PNG once the first data is shown, then exit.</source>
        <translation>首批数据显示后将窗口保存为 PNG，然后退出。</translation>
    </message>
    <message>
        <source>Language of this run: zh_CN, en or system (default: the choice of View &gt; Language, else the system&apos;s).</source>
        <translation>本次运行的语言：zh_CN、en 或 system（默认：“视图 &gt; 语言”中的选择，否则跟随系统）。</translation>
    </message>
    <message>
        <source>Colours: system (default), light or dark (the Fusion style).</source>
        <translation>配色：system（默认）、light 或 dark（Fusion 风格）。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>No data arrived for the screenshot.</source>
        <translation>截图所需的数据未到达。</translation>
    </message>
    <message>
        <source>--lang must be zh_CN, en or system.</source>
        <translation>--lang 必须为 zh_CN、en 或 system。</translation>
    </message>
    <message>
        <source>--palette must be system, light or dark.</source>
        <translation>--palette 必须为 system、light 或 dark。</translation>
    </message>
    <message>
        <source>--demo and --store exclude each other.</source>
        <translation>--demo 与 --store 不能同时使用。</translation>
    </message>
    <message>
        <source>The demo did not start: %1</source>
        <translation>演示未能启动：%1</translation>
    </message>
    <message>
        <source>The page --screenshot shows: tokens (default), audit, dashboard, workbench (a finished replay on the demo) or scenarios (a finished duplicates run).</source>
        <translation>--screenshot 显示的页面：tokens（默认）、audit、dashboard、workbench（演示中一次已完成的重放）或 scenarios（一次已完成的 duplicates 场景运行）。</translation>
    </message>
    <message>
        <source>The replay did not finish in time.</source>
        <translation>重放未能及时完成。</translation>
    </message>
    <message>
        <source>The scenario did not finish in time.</source>
        <translation>场景未能及时完成。</translation>
    </message>
    <message>
        <source>--view must be tokens, audit, dashboard, workbench or scenarios.</source>
        <translation>--view 必须是 tokens、audit、dashboard、workbench 或 scenarios。</translation>
    </message>
    <message>
        <source>A store did not answer in time; exiting without waiting for it.</source>
        <translation>存储未能及时应答；不再等待，直接退出。</translation>
    </message>
</context>
</TS>
