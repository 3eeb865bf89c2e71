# expect: token 0: empty stream: no VERSION token
# why: a stream needs at least the VERSION token
