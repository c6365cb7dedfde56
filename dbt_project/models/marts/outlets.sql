with

articles as (

    select * from {{ ref('stg_bronze__articles') }}

),

named as (

    select * from articles
    where outlet_name is not null

),

outlets as (

    select
        {{ surrogate_key(['lower(outlet_name)']) }} as outlet_id,
        min(outlet_name) as outlet_name,
        array_sort(collect_set(outlet_source)) as identified_from,
        count(*) as article_count,
        array_sort(collect_set(byline)) as bylines
    from named
    group by lower(outlet_name)

)

select * from outlets
