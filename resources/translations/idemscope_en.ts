<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>idem::ui::ConfirmActionDialog</name>
    <message numerus="yes">
        <source>Release %n stuck token(s)? Each goes back to pending, so the client&apos;s next retry runs the request again.</source>
        <translation>
            <numerusform>Release %n stuck token? It goes back to pending, so the client&apos;s next retry runs the request again.</numerusform>
            <numerusform>Release %n stuck tokens? Each goes back to pending, so the client&apos;s next retry runs the request again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expire %n token(s) now? A stored response is no longer replayed and the key can be used for a new request.</source>
        <translation>
            <numerusform>Expire %n token now? A stored response is no longer replayed and the key can be used for a new request.</numerusform>
            <numerusform>Expire %n tokens now? A stored response is no longer replayed and the keys can be used for new requests.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n token(s)? The records are removed from the store; only the audit entry remains.</source>
        <translation>
            <numerusform>Delete %n token? The record is removed from the store; only the audit entry remains.</numerusform>
            <numerusform>Delete %n tokens? The records are removed from the store; only the audit entries remain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) will be skipped (see above).</source>
        <translation>
            <numerusform>%n token will be skipped (see above).</numerusform>
            <numerusform>%n tokens will be skipped (see above).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::ConnectionsPanel</name>
    <message numerus="yes">
        <source>Imported %n connection(s) (read-only); %1 skipped as invalid.</source>
        <translation>
            <numerusform>Imported %n connection (read-only); %1 skipped as invalid.</numerusform>
            <numerusform>Imported %n connections (read-only); %1 skipped as invalid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n connection(s) (read-only).</source>
        <translation>
            <numerusform>Imported %n connection (read-only).</numerusform>
            <numerusform>Imported %n connections (read-only).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::DashboardPage</name>
    <message numerus="yes">
        <source>Metrics: %n scrape(s) read</source>
        <translation>
            <numerusform>Metrics: %n scrape read</numerusform>
            <numerusform>Metrics: %n scrapes read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::MainWindow</name>
    <message numerus="yes">
        <source>Running %1 on %n token(s)…</source>
        <translation>
            <numerusform>Running %1 on %n token…</numerusform>
            <numerusform>Running %1 on %n tokens…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Released %n token(s).</source>
        <translation>
            <numerusform>Released %n token.</numerusform>
            <numerusform>Released %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expired %n token(s).</source>
        <translation>
            <numerusform>Expired %n token.</numerusform>
            <numerusform>Expired %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n token(s).</source>
        <translation>
            <numerusform>Deleted %n token.</numerusform>
            <numerusform>Deleted %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n failed; the first: %2</source>
        <translation>
            <numerusform>%1 %n failed: %2</numerusform>
            <numerusform>%1 %n failed; the first: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n key(s).</source>
        <translation>
            <numerusform>Copied %n key.</numerusform>
            <numerusform>Copied %n keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens selected.</source>
        <translation>
            <numerusform>%n token selected.</numerusform>
            <numerusform>%n tokens selected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::RequestCompareDialog</name>
    <message numerus="yes">
        <source>The bodies differ in %n line(s) below.</source>
        <translation>
            <numerusform>The bodies differ in %n line below.</numerusform>
            <numerusform>The bodies differ in %n lines below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::TokenDetailsPane</name>
    <message numerus="yes">
        <source>(%n byte(s) of binary data)</source>
        <translation>
            <numerusform>(%n byte of binary data)</numerusform>
            <numerusform>(%n bytes of binary data)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>idem::ui::WorkbenchPage</name>
    <message numerus="yes">
        <source>Replaying %n time(s)…</source>
        <translation>
            <numerusform>Replaying %n time…</numerusform>
            <numerusform>Replaying %n times…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n execution(s)</source>
        <translation>
            <numerusform>%n execution</numerusform>
            <numerusform>%n executions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s)</source>
        <translation>
            <numerusform>%n replay</numerusform>
            <numerusform>%n replays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in flight (409)</source>
        <translation>
            <numerusform>%n in flight (409)</numerusform>
            <numerusform>%n in flight (409)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
</context>
</TS>
