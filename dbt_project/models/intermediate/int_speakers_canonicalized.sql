{#-
    Canonical speakers across articles. The extractor already resolves
    pronouns, honorifics and descriptions inside one article; here the names
    it wrote become entities: "Donald J. Trump", "Donald Trump" and "Trump"
    are one person when the corpus supports it. The entity's display name is
    chosen from its own names only, so unrelated articles never rename it.
    The rules, step by step, are in docs/speakers.md.
    Spark computes a CTE again wherever it is referenced, so the surname and
    display-name steps are windows over the names rather than joins of the
    names with themselves: the quote spans are read twice, not eight times.
-#}
with

quote_spans as (

    select * from {{ ref('stg_bronze__quote_spans') }}

),

names as (

    select
        speaker_name,
        count(*) as quote_count
    from quote_spans
    where speaker_name is not null
    group by speaker_name

),

cleaned as (

    select
        speaker_name,
        quote_count,
        regexp_replace(
            regexp_replace(trim(speaker_name), '\\s+', ' '),
            '^(?i)(mr|mrs|ms|miss|dr|prof|sir|dame|rev|sen|rep|gov)\\.? ',
            ''
        ) as cleaned_name
    from names

),

keyed as (

    select
        speaker_name,
        quote_count,
        cleaned_name,
        regexp_replace(
            lower(replace(cleaned_name, '’', "'")),
            '(?<=\\S) ([a-z](\\. ?| ))+(?=\\S)',
            ' '
        ) as name_key
    from cleaned

),

split_keys as (

    select
        speaker_name,
        quote_count,
        cleaned_name,
        name_key,
        size(split(name_key, ' ')) as word_count,
        concat(element_at(split(name_key, ' '), 1), ' ', element_at(split(name_key, ' '), -1)) as short_key,
        element_at(split(name_key, ' '), -1) as surname_key
    from keyed

),

full_keys as (

    select distinct name_key
    from split_keys
    where word_count > 1

),

with_middle_names_merged as (

    select
        split_keys.speaker_name,
        split_keys.quote_count,
        split_keys.cleaned_name,
        split_keys.word_count,
        split_keys.surname_key,
        case
            when split_keys.word_count > 2 and short_names.name_key is not null then short_names.name_key
            else split_keys.name_key
        end as entity_key
    from split_keys
    left join full_keys as short_names
        on split_keys.short_key = short_names.name_key

),

with_surname_entities as (

    select
        speaker_name,
        quote_count,
        cleaned_name,
        word_count,
        entity_key,
        min(case when word_count > 1 then entity_key end)
            over (partition by surname_key)
            as full_entity_key,
        size(collect_set(case when word_count > 1 then entity_key end) over (partition by surname_key))
            as full_entity_count,
        sum(case when word_count > 1 then quote_count end)
            over (partition by surname_key)
            as full_quote_count
    from with_middle_names_merged

),

resolved as (

    select
        speaker_name,
        quote_count,
        cleaned_name,
        word_count,
        case
            when
                word_count = 1
                and full_entity_count = 1
                and full_quote_count >= quote_count
                then full_entity_key
            else entity_key
        end as canonical_key
    from with_surname_entities

),

with_display_candidates as (

    select
        speaker_name,
        cleaned_name,
        canonical_key,
        max(word_count) over (partition by canonical_key, cleaned_name) as candidate_word_count,
        sum(quote_count) over (partition by canonical_key, cleaned_name) as candidate_quote_count
    from resolved

),

canonicalized as (

    select
        speaker_name,
        first_value(cleaned_name) over (
            partition by canonical_key
            order by candidate_word_count > 1 desc, candidate_quote_count desc, cleaned_name asc
            rows between unbounded preceding and unbounded following
        ) as canonical_name,
        {{ surrogate_key(['canonical_key']) }} as speaker_id
    from with_display_candidates

)

select * from canonicalized
