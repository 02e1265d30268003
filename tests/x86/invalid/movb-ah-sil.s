# expect: invalid-register
# %sil needs a REX prefix, which turns %ah's encoding into %spl
movb %ah, %sil
