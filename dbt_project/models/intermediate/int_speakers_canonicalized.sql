{#-
    Canonical names across articles. The extractor already resolves pronouns
    and descriptions inside one article; here "Lyons" in one article and
    "Todd Lyons" in another become one person when exactly one full name in
    the whole corpus ends with that surname. An ambiguous surname stays as it is.
-#}
with

quote_spans as (

    select * from {{ ref('stg_bronze__quote_spans') }}

),

names as (

    select distinct speaker_name
    from quote_spans
    where speaker_name is not null

),

cleaned as (

    select
        speaker_name,
        regexp_replace(
            regexp_replace(trim(speaker_name), '\\s+', ' '),
            '^(?i)(mr|mrs|ms|miss|dr|prof|sir|dame|rev)\\.? ',
            ''
        ) as cleaned_name
    from names

),

keyed as (

    select
        speaker_name,
        cleaned_name,
        lower(cleaned_name) as name_key,
        size(split(cleaned_name, ' ')) as word_count,
        lower(element_at(split(cleaned_name, ' '), -1)) as surname_key
    from cleaned

),

full_names_by_surname as (

    select
        surname_key,
        min(name_key) as full_name_key
    from keyed
    where word_count > 1
    group by surname_key
    having count(distinct name_key) = 1

),

resolved as (

    select
        keyed.speaker_name,
        coalesce(
            case when keyed.word_count = 1 then full_names_by_surname.full_name_key end,
            keyed.name_key
        ) as canonical_key
    from keyed
    left join full_names_by_surname
        on keyed.surname_key = full_names_by_surname.surname_key

),

display_names as (

    select
        name_key,
        min(cleaned_name) as canonical_name
    from keyed
    group by name_key

),

canonicalized as (

    select
        resolved.speaker_name,
        display_names.canonical_name,
        {{ surrogate_key(['resolved.canonical_key']) }} as speaker_id
    from resolved
    inner join display_names
        on resolved.canonical_key = display_names.name_key

)

select * from canonicalized
