// @vitest-environment happy-dom
import { Button, TextInput } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderWithProviders } from "../test/dom.tsx";
import { ApiError } from "./api-client.ts";
import { ApiFormShell } from "./api-form-shell.tsx";
import { useApiForm, type ApiFormOptions } from "./use-api-form.ts";

type Values = { name: string; email: string; links: { url: string }[] };

const schema = z.object({
  name: z.string().trim().min(1, "Enter a name."),
  email: z.email("Enter an email address."),
  links: z.array(z.object({ url: z.string() })),
});

type Options = Partial<ApiFormOptions<Values, Values, { id: string }>>;

/** A small form of the app's one form pattern: two fields and a list row, sent through `submit`. */
function TestForm(options: Options & { submit: (payload: Values) => Promise<{ id: string }> }) {
  const apiForm = useApiForm<Values, Values, { id: string }>({
    initialValues: { name: "", email: "", links: [{ url: "" }] },
    schema,
    ...options,
  });
  const { form } = apiForm;
  return (
    <ApiFormShell apiForm={apiForm} label="Test form">
      <TextInput label="Name" {...form.getInputProps("name")} />
      <TextInput label="Email" {...form.getInputProps("email")} />
      <TextInput label="First link" {...form.getInputProps("links.0.url")} />
      <Button type="submit">Save</Button>
    </ApiFormShell>
  );
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("First link"), "https://ada.example");
  await user.click(screen.getByRole("button", { name: "Save" }));
}

const valueOf = (input: HTMLElement) => (input as HTMLInputElement).value;

/** The error message Mantine shows for an input, found through the input's aria-describedby. */
function describedError(input: HTMLElement) {
  const ids = input.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("useApiForm in the DOM", () => {
  it("puts a server field error beside its input, focuses it, and keeps everything typed", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {
      throw new ApiError(409, "conflict", "Check the highlighted field.", { email: "This email is already taken." });
    });
    renderWithProviders(<TestForm submit={submit} />);

    await fillAndSave(user);

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedError(email)).toContain("This email is already taken.");
    // The message is beside the field, not in an alert above the form.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Ada Lovelace");
    expect(valueOf(email)).toBe("ada@example.com");
    expect(valueOf(screen.getByLabelText("First link"))).toBe("https://ada.example");
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("places an error about a list row on that row's input, and focuses the first error in the page's order", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {
      throw new ApiError(400, "invalid-input", "Check the highlighted fields.", {
        "links.0.url": "Enter a full address, with https://.",
        name: "This name is reserved.",
      });
    });
    renderWithProviders(<TestForm submit={submit} />);

    await fillAndSave(user);

    const name = screen.getByLabelText("Name");
    const link = screen.getByLabelText("First link");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedError(name)).toContain("This name is reserved.");
    expect(link.getAttribute("aria-invalid")).toBe("true");
    expect(describedError(link)).toContain("Enter a full address, with https://.");
    expect(valueOf(link)).toBe("https://ada.example");
    expect(valueOf(name)).toBe("Ada Lovelace");
  });

  it("maps server field names to the form's paths", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {
      throw new ApiError(400, "invalid-input", "Check the highlighted field.", { contactEmail: "Not deliverable." });
    });
    renderWithProviders(<TestForm submit={submit} fieldMap={{ contactEmail: "email" }} />);

    await fillAndSave(user);

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(describedError(email)).toContain("Not deliverable.");
  });

  it("shows an error that is about no field in an alert, with any field error it could not place", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {
      throw new ApiError(400, "invalid-input", "The account could not be saved.", { plan: "Choose a plan first." });
    });
    renderWithProviders(<TestForm submit={submit} />);

    await fillAndSave(user);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The account could not be saved. Choose a plan first.");
    expect(valueOf(screen.getByLabelText("Email"))).toBe("ada@example.com");
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Ada Lovelace");

    // The alert can be dismissed; the input stays.
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(valueOf(screen.getByLabelText("Name"))).toBe("Ada Lovelace");
  });

  it("checks the shared schema before sending: nothing is sent and the first invalid input gets the focus", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({ id: "1" }));
    renderWithProviders(<TestForm submit={submit} />);

    await user.type(screen.getByLabelText("Email"), "not an address");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedError(name)).toContain("Enter a name.");
    expect(describedError(screen.getByLabelText("Email"))).toContain("Enter an email address.");
    expect(valueOf(screen.getByLabelText("Email"))).toBe("not an address");
    expect(submit).not.toHaveBeenCalled();
  });

  it("sends the converted payload and hands the answer to onSuccess", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async (_payload: Values) => ({ id: "42" }));
    const onSuccess = vi.fn();
    const toPayload = (values: Values) => ({ ...values, name: values.name.trim() });
    renderWithProviders(<TestForm submit={submit} toPayload={toPayload} onSuccess={onSuccess} />);

    await user.type(screen.getByLabelText("Name"), "  Ada  ");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const payload = { name: "Ada", email: "ada@example.com", links: [{ url: "" }] };
    expect(submit).toHaveBeenCalledWith(payload);
    expect(onSuccess).toHaveBeenCalledWith({ id: "42" }, payload);
  });

  it("is dirty only when a save would change something, as 'Nothing to save' decides", async () => {
    const user = userEvent.setup();
    const saved = { name: "Ada", email: "ada@example.com", links: [{ url: "" }] };
    const trim = (values: Values) => ({ ...values, name: values.name.trim() });
    function EditForm() {
      const apiForm = useApiForm<Values, Values, { id: string }>({
        initialValues: saved,
        saved,
        schema,
        toPayload: trim,
        submit: async () => ({ id: "1" }),
      });
      return (
        <>
          <TextInput label="Name" {...apiForm.form.getInputProps("name")} />
          <output>{apiForm.dirty ? "You have unsaved changes." : "No changes yet."}</output>
        </>
      );
    }
    renderWithProviders(<EditForm />);
    const name = screen.getByLabelText("Name");

    await user.type(name, " ");
    expect(screen.getByRole("status").textContent).toBe("No changes yet.");
    await user.type(name, "x");
    expect(screen.getByRole("status").textContent).toBe("You have unsaved changes.");
  });
});
