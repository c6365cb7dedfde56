with

findings as (

    select * from {{ ref('stg_matching__consistency_findings') }}

),

utterances as (

    select * from {{ ref('utterances') }}

),

articles as (

    select * from {{ ref('articles') }}

),

finding_article_ids as (

    select
        finding_id,
        explode(article_ids) as article_id
    from findings

),

finding_articles_collected as (

    select
        finding_article_ids.finding_id,
        -- Sorted by article_id, the struct's first field: the order of article_ids.
        array_sort(
            collect_list(
                named_struct(
                    'article_id', articles.article_id,
                    'title', articles.title,
                    'outlet_name', articles.outlet_name,
                    'published_at', articles.published_at
                )
            )
        ) as finding_articles
    from finding_article_ids
    inner join articles
        on finding_article_ids.article_id = articles.article_id
    group by finding_article_ids.finding_id

),

joined as (

    select
        findings.finding_id,
        findings.rule_name,
        findings.finding_kind,
        findings.severity,
        findings.utterance_id,
        utterances.speaker_id,
        utterances.speaker_name,
        utterances.reference_text,
        findings.quote_ids,
        findings.article_ids,
        findings.outlet_labels,
        findings.quote_words,
        findings.reference_words,
        findings.explanation,
        finding_articles_collected.finding_articles
    from findings
    left join utterances
        on findings.utterance_id = utterances.utterance_id
    left join finding_articles_collected
        on findings.finding_id = finding_articles_collected.finding_id

)

select * from joined
