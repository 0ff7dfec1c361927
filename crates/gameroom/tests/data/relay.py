#!/usr/bin/python3
"""A mail relay for the mail tests: Debian's aiosmtpd (python3-aiosmtpd), set up as a host's
relay would be, keeping every mail it takes in a Maildir.

  relay.py PORT MAILDIR [--auth USER:PASSWORD] [--hold DIR]

--auth  the relay offers AUTH (PLAIN, LOGIN, over the plain connection: it is loopback) and
        takes mail only from USER with PASSWORD.
--hold  each mail is held: the relay keeps it (in the Maildir) and writes DIR/holding-N, and
        answers 250 only once DIR/release exists. So a test can act while a mail is being
        handed over.
"""

import asyncio
import mailbox
import os
import sys
import threading

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Relay:
    def __init__(self, maildir, hold):
        self.box = mailbox.Maildir(maildir, create=True)
        self.hold = hold
        self.held = 0

    async def handle_DATA(self, server, session, envelope):
        # A relay keeps a mail once it has all of it: the answer may then be lost (the
        # sender gone before it hears it), and the mail is delivered all the same.
        self.box.add(envelope.original_content)
        if self.hold:
            self.held += 1
            open(os.path.join(self.hold, f"holding-{self.held}"), "w").close()
            while not os.path.exists(os.path.join(self.hold, "release")):
                await asyncio.sleep(0.02)
        return "250 OK"


def authenticator(user, password):
    def check(server, session, envelope, mechanism, auth_data):
        ok = (
            isinstance(auth_data, LoginPassword)
            and auth_data.login.decode() == user
            and auth_data.password.decode() == password
        )
        # (`handled=False`: the relay answers 535 itself.)
        return AuthResult(success=ok, handled=False)

    return check


def main():
    port, maildir = int(sys.argv[1]), sys.argv[2]
    args = sys.argv[3:]
    auth = hold = None
    while args:
        flag, value, args = args[0], args[1], args[2:]
        if flag == "--auth":
            auth = value.split(":", 1)
        elif flag == "--hold":
            hold = value
        else:
            sys.exit(f"relay.py: unknown flag {flag}")
    kwargs = {}
    if auth:
        kwargs = dict(
            authenticator=authenticator(*auth),
            auth_required=True,
            auth_require_tls=False,
        )
    controller = Controller(
        Relay(maildir, hold), hostname="127.0.0.1", port=port, **kwargs
    )
    controller.start()
    threading.Event().wait()


if __name__ == "__main__":
    main()
