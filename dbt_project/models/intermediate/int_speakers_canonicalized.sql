{#-
    Canonical speakers across articles. The extractor already resolves
    pronouns, honorifics and descriptions inside one article; here the names
    it wrote become entities: "Donald J. Trump", "Donald Trump" and "Trump"
    are one person when the corpus supports it. The entity's display name is
    chosen from its own names only, so unrelated articles never rename it.
    The rules, step by step, are in docs/speakers.md.
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

full_names_by_surname as (

    select
        surname_key,
        min(entity_key) as full_entity_key,
        sum(quote_count) as full_quote_count
    from with_middle_names_merged
    where word_count > 1
    group by surname_key
    having count(distinct entity_key) = 1

),

resolved as (

    select
        with_middle_names_merged.speaker_name,
        with_middle_names_merged.quote_count,
        with_middle_names_merged.cleaned_name,
        with_middle_names_merged.word_count,
        coalesce(
            case
                when
                    with_middle_names_merged.word_count = 1
                    and full_names_by_surname.full_quote_count >= with_middle_names_merged.quote_count
                    then full_names_by_surname.full_entity_key
            end,
            with_middle_names_merged.entity_key
        ) as canonical_key
    from with_middle_names_merged
    left join full_names_by_surname
        on with_middle_names_merged.surname_key = full_names_by_surname.surname_key

),

display_candidates as (

    select
        canonical_key,
        cleaned_name,
        max(word_count) as word_count,
        sum(quote_count) as quote_count
    from resolved
    group by canonical_key, cleaned_name

),

ranked_display_names as (

    select
        canonical_key,
        cleaned_name as canonical_name,
        row_number() over (
            partition by canonical_key
            order by word_count > 1 desc, quote_count desc, cleaned_name asc
        ) as display_rank
    from display_candidates

),

display_names as (

    select
        canonical_key,
        canonical_name
    from ranked_display_names
    where display_rank = 1

),

canonicalized as (

    select
        resolved.speaker_name,
        display_names.canonical_name,
        {{ surrogate_key(['resolved.canonical_key']) }} as speaker_id
    from resolved
    inner join display_names
        on resolved.canonical_key = display_names.canonical_key

)

select * from canonicalized
