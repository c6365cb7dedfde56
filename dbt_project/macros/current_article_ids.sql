{#-
    The article id of each document's current version: the one ingested last
    (a new text under a known `document_name` is a new version). Within one run,
    the later file in path order, then the later line, is the newer. A query,
    for an import CTE of the staging models over bronze.
-#}
{% macro current_article_ids() -%}
    select max_by(article_id, struct(ingested_at, source_file, line_number)) as article_id
    from {{ source('bronze', 'articles') }}
    group by document_name
{%- endmacro %}
