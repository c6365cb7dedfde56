{#-
    Generic test: no two rows share the same values in all the given columns,
    for tables whose key spans several columns (one row per quote per utterance).
-#}
{% test unique_combination_of_columns(model, combination_of_columns) %}

with

grouped as (

    select
        {{ combination_of_columns | join(', ') }},
        count(*) as row_count
    from {{ model }}
    group by {{ combination_of_columns | join(', ') }}

),

duplicated as (

    select * from grouped
    where row_count > 1

)

select * from duplicated

{% endtest %}
