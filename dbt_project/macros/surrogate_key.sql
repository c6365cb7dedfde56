{#-
    A 16-hex-digit key from the given column expressions. Nulls are written as
    an empty string so that a key never becomes null.
-#}
{% macro surrogate_key(expressions) -%}
    substr(sha2(concat_ws('|', {%- for expression in expressions %} coalesce(cast({{ expression }} as string), ''){{ "," if not loop.last }}{% endfor %}), 256), 1, 16)
{%- endmacro %}
