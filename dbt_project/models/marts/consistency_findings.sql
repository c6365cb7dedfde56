with

findings as (

    select * from {{ ref('stg_matching__consistency_findings') }}

),

utterances as (

    select * from {{ ref('utterances') }}

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
        findings.explanation
    from findings
    left join utterances
        on findings.utterance_id = utterances.utterance_id

)

select * from joined
